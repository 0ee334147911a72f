import type { ContentLang, Language } from '@shared/language';
import { PLANNER_SUBJECTS } from '@shared/subjects';
import { phrases } from '@server/ai/phrases';
import type { Voice } from './voice';

type All = ReturnType<typeof phrases>;
/** The tutor chat's own words (the engine's phrases in English and Marathi, and here in Hindi). */
export type ChatPhrases = Pick<
  All,
  | 'nothingOn'
  | 'notSure'
  | 'notFacts'
  | 'notDated'
  | 'closestNotes'
  | 'tryTopics'
  | 'keyFacts'
  | 'greeting'
  | 'examStages'
  | 'askAbout'
  | 'examPattern'
  | 'prelims'
  | 'mains'
  | 'paperLine'
  | 'quizTitle'
  | 'answers'
  | 'inSubject'
  | 'nothingQuiz'
>;

const HI: ChatPhrases = {
  nothingOn: (q) => `लाइब्रेरी में “${q}” पर अभी कुछ नहीं है।`,
  notSure: (q) => `मुझे पक्का नहीं है कि लाइब्रेरी में “${q}” का उत्तर है, इसलिए मैं अनुमान नहीं लगाऊँगा।`,
  notFacts: (q) => `“${q}” में राय या भविष्यवाणी पूछी गई है; लाइब्रेरी में तथ्य हैं, इसलिए मैं अनुमान नहीं लगाऊँगा।`,
  notDated: (q) =>
    `“${q}” में किसी खास दिन की खबर या आँकड़ा पूछा गया है; नोट्स अपनी-अपनी तारीख पर लिखे गए हैं और रोज़ की खबरों के साथ नहीं बदलते, इसलिए मैं अनुमान नहीं लगाऊँगा।`,
  closestNotes: 'सबसे नज़दीकी नोट्स:',
  tryTopics: (list) => `आप इनके बारे में पूछ सकते हैं: ${list}।`,
  keyFacts: 'मुख्य तथ्य',
  greeting: 'नमस्ते! मैं अभ्यास का अध्ययन सहायक हूँ। मैं अभ्यास लाइब्रेरी के नोट्स, पाठ्यक्रम और प्रश्न बैंक से उत्तर देता हूँ।',
  examStages: (exam, prelims, mains) =>
    `मुझे ${exam} का पाठ्यक्रम पता है: प्रारंभिक परीक्षा (${prelims} पेपर) और मुख्य परीक्षा (${mains} पेपर)। विवरण के लिए "परीक्षा पैटर्न" पूछें।`,
  askAbout: 'किसी विषय के बारे में पूछें, जैसे',
  examPattern: 'परीक्षा पैटर्न',
  prelims: 'प्रारंभिक परीक्षा',
  mains: 'मुख्य परीक्षा',
  paperLine: (marks, questions, minutes) =>
    [marks ? `${marks} अंक` : '', questions ? `${questions} प्रश्न` : '', minutes ? `${minutes} मिनट` : ''].filter(Boolean).join(', '),
  quizTitle: (subject) => `प्रश्नोत्तरी: ${subject}`,
  answers: 'उत्तर',
  inSubject: (subject) => `${subject} — और विषय`,
  nothingQuiz: 'प्रश्न बैंक में इस पर अभी प्रश्न नहीं हैं।',
};

export const chatPhrases = (frame: Language): ChatPhrases => (frame === 'hindi' ? HI : phrases(frame));

/** A planner subject's name in the answer's language (the id itself when unknown). */
export function subjectIn(id: string, frame: Language): string {
  const s = PLANNER_SUBJECTS.find((p) => p.id === id);
  return s ? (frame === 'hindi' ? s.hi : frame === 'marathi' ? s.mr : s.en) : id;
}

const IN_HINDI: Record<ContentLang, string> = { english: 'अंग्रेज़ी', marathi: 'मराठी' };

/**
 * A Hindi answer quotes the library in English or Marathi and says so first ("नोट्स अंग्रेज़ी में हैं:"); an answer
 * in the language it quotes says nothing. `what`: the notes or the bank's questions.
 */
export function quotedIn(v: Voice, what: 'notes' | 'questions'): string | null {
  if (v.frame !== 'hindi') return null;
  return `${what === 'notes' ? 'नोट्स' : 'प्रश्न'} ${IN_HINDI[v.content]} में हैं:`;
}
