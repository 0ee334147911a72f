import type { ChatRequest } from '@shared/chat';
import type { ContentLang, Language } from '@shared/language';

/**
 * Which language a chat answer speaks in (`frame`: its labels, "not sure", the greeting and quiz wrappers) and which
 * language the library's text it quotes is in (`content`: the notes are English and Marathi only).
 *
 * Devanagari is Hindi or Marathi; the two are told apart by their own function words and endings, not by the
 * interface: है/हैं/का/की/के/में/क्या/कौन/कितने… against आहे/आहेत/चा/ची/च्या/मध्ये/काय/कोण/किती…, Marathi's
 * case endings written onto the word (महाराष्ट्रातील, राज्यघटनेच्या) and its letter ळ, which Hindi does not use.
 *
 * - Latin script: the interface's language (a Hindi interface frames in Hindi and quotes English notes).
 * - Marathi: Marathi throughout, whatever the interface.
 * - Hindi: framed in Hindi; the notes in English — what a Hindi interface shows everywhere else the library speaks
 *   (the planners, the explorer, the quick questions) — or in Marathi on a Marathi interface, whose reader reads it;
 *   a line in Hindi says which language the quoted notes are in.
 * - Devanagari with no cue either way (a bare "कलम २१"): the interface decides — Hindi with English notes on a Hindi
 *   interface, Marathi otherwise (the library's own Devanagari).
 */
export interface Voice {
  frame: Language;
  content: ContentLang;
}

const HINDI = new Set([
  'है',
  'हैं',
  'था',
  'थे',
  'थी',
  'की',
  'के',
  'में',
  'से',
  'को',
  'और',
  'नहीं',
  'क्या',
  'कौन',
  'कौनसा',
  'कौनसी',
  'कौनसे',
  'कितने',
  'कितना',
  'कितनी',
  'किस',
  'किसने',
  'किसे',
  'कहाँ',
  'कहां',
  'क्यों',
  'कैसे',
  'यह',
  'वह',
  'लिए',
  'द्वारा',
  'बताइए',
  'बताइये',
  'बताओ',
  'समझाइए',
  'हुआ',
  'हुई',
  'गया',
  'गई',
  'किया',
  'सबसे',
]);
const MARATHI = new Set([
  'आहे',
  'आहेत',
  'चा',
  'ची',
  'चे',
  'च्या',
  'मध्ये',
  'काय',
  'कोण',
  'कोणता',
  'कोणती',
  'कोणते',
  'कोणत्या',
  'किती',
  'कधी',
  'कुठे',
  'कसे',
  'कशी',
  'आणि',
  'व',
  'नाही',
  'म्हणजे',
  'साठी',
  'सांगा',
  'करा',
  'हे',
  'झाला',
  'झाली',
  'केले',
  'केली',
  'सर्वात',
  'सर्वांत',
  'कोणी',
  'कोठे',
  'कसा',
  'कशामुळे',
  'होतो',
  'असतो',
  'असते',
  'असतात',
  'गेला',
  'गेली',
  'गेले',
  'केला',
  'दिला',
  'दिली',
  'दिले',
  // the speaker (Hindi: मैं, मुझे, मेरा, हम, आप)
  'मी',
  'मला',
  'माझा',
  'माझी',
  'माझे',
  'आम्ही',
  'तुम्ही',
  'आपण',
  // "should I take / do / read" (Hindi: लूँ, करूँ, पढ़ूँ)
  'घ्यावा',
  'घ्यावी',
  'घ्यावे',
  'करावा',
  'करावी',
  'करावे',
  'करू',
  'म्हणतात',
  'म्हणतो',
  'म्हणून',
]);
/**
 * Marathi case endings written onto the word (Hindi writes its postpositions apart): गांधीजींनी, परीक्षेसाठी; and the
 * plural present -तात (असतात, करतात; Hindi says करते हैं), and -हून, "from" (दिल्लीहून; Hindi: दिल्ली से).
 */
const MARATHI_ENDING = /(?:तील|मधील|मध्ये|च्या|(?<!च्)(?:चा|ची|चे)|(?:ां|ीं|ूं)नी|ातून|हून|साठी|तात)$/u;
/** Hindi words that end like a Marathi genitive. */
const NOT_MARATHI = new Set(['नीचे', 'ऊंचा', 'ऊंची', 'ऊंचे', 'ऊँचा', 'ऊँची', 'ऊँचे', 'पीछे', 'चाचा', 'चाची']);
/** Hindi's oblique plural (राज्यों, लोगों) and its chandrabindu (कहाँ, नदियाँ), which Marathi does not write. */
const HINDI_FORM = /ों$|ँ/u;
const DEVANAGARI = /[\u0900-\u097F]/u;

export type DevanagariLang = 'hindi' | 'marathi' | 'unsure';

/** Hindi or Marathi from the text's own cues; null when the text has no Devanagari. */
export function devanagariLang(text: string): DevanagariLang | null {
  if (!DEVANAGARI.test(text)) return null;
  let hi = 0;
  let mr = (text.match(/ळ/gu) ?? []).length;
  // sentence by sentence: Marathi asks a yes/no question with a closing का ("…आहे का?"), Hindi's का is "of"
  for (const sentence of text.normalize('NFC').split(/[?।!.\n]+/u)) {
    const words = sentence.split(/[^\p{L}\p{M}]+/u).filter((w) => w && DEVANAGARI.test(w));
    words.forEach((word, i) => {
      // Marathi's का is also "why" ("दांडी यात्रा का काढली गेली?"): mid-sentence it leans Hindi, by half
      if (word === 'का') {
        if (i === words.length - 1) mr++;
        else hi += 0.5;
      } else if (HINDI.has(word)) hi++;
      else if (MARATHI.has(word) || (word.length > 3 && !NOT_MARATHI.has(word) && MARATHI_ENDING.test(word))) mr++;
      else if (HINDI_FORM.test(word)) hi++;
    });
  }
  return hi > mr ? 'hindi' : mr > hi ? 'marathi' : 'unsure';
}

export function answerVoice(input: Pick<ChatRequest, 'message' | 'language'>): Voice {
  const ui = input.language ?? 'english';
  const uiContent: ContentLang = ui === 'marathi' ? 'marathi' : 'english';
  const script = devanagariLang(input.message);
  if (script === null) return { frame: ui, content: uiContent };
  if (script === 'hindi') return { frame: 'hindi', content: uiContent };
  if (script === 'unsure' && ui === 'hindi') return { frame: 'hindi', content: 'english' };
  return { frame: 'marathi', content: 'marathi' };
}
