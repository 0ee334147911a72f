import type { ContentLang } from '@shared/language';

/** The offline engine's own words, in both languages; everything else it says comes from the library. */
const EN = {
  nothingOn: (q: string) => `The library has nothing on “${q}” yet.`,
  notSure: (q: string) => `I am not sure the library answers “${q}”, so I will not guess.`,
  notFacts: (q: string) => `“${q}” asks for an opinion or a forecast; the library holds facts, so I will not guess.`,
  notDated: (q: string) =>
    `“${q}” asks for the news or a figure of a particular day; the notes are written on their own dates and do not follow the news day by day, so I will not guess.`,
  closestNotes: 'The closest notes:',
  tryTopics: (list: string) => `You could ask about: ${list}.`,
  keyFacts: 'Key facts',
  syllabusPoints: 'Syllabus points',
  whatIs: (t: string) => `What is ${t}?`,
  complete: 'Complete the statement',
  practiceCount: (n: number, frequent: number) =>
    `Solve ${n} bank question${n === 1 ? '' : 's'} on this topic (${frequent} often asked in past papers)`,
  practiceNone: 'Write five questions of your own on this topic and answer them from the book',
  goal: (topic: string, areas: string) => `Understand ${topic}${areas ? `: ${areas}` : ''}, then answer the practice questions without notes.`,
  mainsGoal: (topic: string) => `Write a 150-word answer on ${topic} with an introduction, three points and a conclusion.`,
  tipFact: (fact: string) => `Remember: ${fact}`,
  tipMains: 'Mains: support each point with an article, a committee or a date from your notes.',
  tipDifficulty: {
    easy: 'Read the chapter once end to end before the questions.',
    medium: 'Make a one-page note of numbers, articles and dates.',
    hard: 'Attempt the hard questions first, then re-read what you missed.',
  },
  tipReasoning: {
    easy: 'Work through the solved examples once, then time yourself on five questions.',
    medium: 'Write the method of each question type on one page and solve every question against the clock.',
    hard: 'Attempt the hard questions first with a timer, then redo each one you missed without looking.',
  },
  totalCover: (list: string) => `Cover ${list}`,
  totalPractice: (n: number) => `Attempt ${n} practice questions and read every explanation`,
  totalRevise: 'Revise the key facts for 10 minutes at the end of the session',
  greeting: 'Hello! I am the Abhyas study assistant. I answer from the Abhyas library of notes, syllabus and question bank.',
  examStages: (exam: string, prelims: number, mains: number) =>
    `I know the syllabus of ${exam}: the Preliminary examination (${prelims} papers) and the Main examination (${mains} papers). Ask me "exam pattern" for the details.`,
  askAbout: 'Ask about a topic, for example',
  examPattern: 'Exam pattern',
  prelims: 'Preliminary examination',
  mains: 'Main examination',
  paperLine: (marks?: number | null, questions?: number | null, minutes?: number | null) =>
    [marks ? `${marks} marks` : '', questions ? `${questions} questions` : '', minutes ? `${minutes} minutes` : ''].filter(Boolean).join(', '),
  quizTitle: (subject: string) => `Quiz: ${subject}`,
  answers: 'Answers',
  related: 'Related',
  inSubject: (subject: string) => `More topics in ${subject}`,
  nothingQuiz: 'The question bank has no questions for that yet.',
} as const;

type Phrases = {
  [K in keyof typeof EN]: (typeof EN)[K] extends (...a: infer A) => string
    ? (...a: A) => string
    : (typeof EN)[K] extends string
      ? string
      : { easy: string; medium: string; hard: string };
};

/** Devanagari digits for numbers in Marathi sentences. */
export const mr = (n: number) => String(n).replace(/[0-9]/g, (d) => '०१२३४५६७८९'[Number(d)]!);

const MR: Phrases = {
  nothingOn: (q) => `ग्रंथालयात “${q}” विषयी अजून काहीही नाही.`,
  notSure: (q) => `“${q}” याचे उत्तर ग्रंथालयात आहे याची मला खात्री नाही, म्हणून मी अंदाज करणार नाही.`,
  notFacts: (q) => `“${q}” यात मत किंवा भाकीत विचारले आहे; ग्रंथालयात तथ्ये आहेत, म्हणून मी अंदाज करणार नाही.`,
  notDated: (q) =>
    `“${q}” यात एखाद्या विशिष्ट दिवसाची बातमी किंवा आकडा विचारला आहे; नोट्स त्यांच्या त्यांच्या तारखेला लिहिलेल्या असतात आणि रोजच्या बातम्यांबरोबर बदलत नाहीत, म्हणून मी अंदाज करणार नाही.`,
  closestNotes: 'सर्वांत जवळच्या नोट्स:',
  tryTopics: (list) => `तुम्ही यांविषयी विचारू शकता: ${list}.`,
  keyFacts: 'महत्त्वाचे मुद्दे',
  syllabusPoints: 'अभ्यासक्रमातील मुद्दे',
  whatIs: (t) => `${t} म्हणजे काय?`,
  complete: 'विधान पूर्ण करा',
  practiceCount: (n, frequent) => `या घटकावरील प्रश्नपेढीतील ${mr(n)} प्रश्न सोडवा (त्यांपैकी ${mr(frequent)} मागील परीक्षांत वारंवार विचारलेले)`,
  practiceNone: 'या घटकावर स्वतः पाच प्रश्न तयार करा आणि पुस्तकातून त्यांची उत्तरे लिहा',
  goal: (topic, areas) => `${topic} समजून घ्या${areas ? `: ${areas}` : ''}, आणि नंतर नोट्स न पाहता सरावाचे प्रश्न सोडवा.`,
  mainsGoal: (topic) => `${topic} या विषयावर प्रस्तावना, तीन मुद्दे व निष्कर्षासह १५० शब्दांचे उत्तर लिहा.`,
  tipFact: (fact) => `लक्षात ठेवा: ${fact}`,
  tipMains: 'मुख्य परीक्षा: प्रत्येक मुद्द्याला कलम, समिती किंवा तारखेचा आधार द्या.',
  tipDifficulty: {
    easy: 'प्रश्न सोडवण्यापूर्वी प्रकरण एकदा पूर्ण वाचा.',
    medium: 'आकडे, कलमे व तारखांची एका पानाची टिपण तयार करा.',
    hard: 'आधी कठीण प्रश्न सोडवा, मग चुकलेला भाग पुन्हा वाचा.',
  },
  tipReasoning: {
    easy: 'सोडवलेली उदाहरणे एकदा समजून घ्या, मग वेळ लावून पाच प्रश्न सोडवा.',
    medium: 'प्रत्येक प्रश्नप्रकाराची पद्धत एका पानावर लिहा आणि प्रत्येक प्रश्न वेळ लावून सोडवा.',
    hard: 'आधी कठीण प्रश्न वेळ लावून सोडवा, मग चुकलेला प्रत्येक प्रश्न न पाहता पुन्हा सोडवा.',
  },
  totalCover: (list) => `${list} पूर्ण करा`,
  totalPractice: (n) => `सरावाचे ${mr(n)} प्रश्न सोडवा आणि प्रत्येक स्पष्टीकरण वाचा`,
  totalRevise: 'सत्राच्या शेवटी १० मिनिटे महत्त्वाच्या मुद्द्यांची उजळणी करा',
  greeting: 'नमस्कार! मी अभ्यास सहाय्यक आहे. मी अभ्यासच्या ग्रंथालयातील नोट्स, अभ्यासक्रम व प्रश्नपेढीतून उत्तरे देतो.',
  examStages: (exam, prelims, mains) =>
    `मला ${exam} चा अभ्यासक्रम माहीत आहे: पूर्व परीक्षा (${mr(prelims)} पेपर) व मुख्य परीक्षा (${mr(mains)} पेपर). तपशिलासाठी "परीक्षेचे स्वरूप" विचारा.`,
  askAbout: 'एखाद्या घटकाविषयी विचारा, उदाहरणार्थ',
  examPattern: 'परीक्षेचे स्वरूप',
  prelims: 'पूर्व परीक्षा',
  mains: 'मुख्य परीक्षा',
  paperLine: (marks, questions, minutes) =>
    [marks ? `${mr(marks)} गुण` : '', questions ? `${mr(questions)} प्रश्न` : '', minutes ? `${mr(minutes)} मिनिटे` : ''].filter(Boolean).join(', '),
  quizTitle: (subject) => `प्रश्नमंजुषा: ${subject}`,
  answers: 'उत्तरे',
  related: 'संबंधित घटक',
  inSubject: (subject) => `${subject} मधील आणखी घटक`,
  nothingQuiz: 'प्रश्नपेढीत यावर अजून प्रश्न नाहीत.',
};

export const phrases = (lang: ContentLang): Phrases => (lang === 'marathi' ? MR : (EN as unknown as Phrases));
