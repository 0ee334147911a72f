import { asciiDigits } from './entities';

/**
 * What kind of fact a question asks for, from its cue words in English, Marathi and Hindi, and whether a sentence
 * gives that kind of fact: "when/कधी/कब" wants a year or date, "who/कोण/कौन" a person, "how many/किती/कितने" a
 * number, "where/कोठे/कहाँ" a place, "what is/म्हणजे काय" a definition ("X is …", "X म्हणजे …"), "largest/सर्वात" a
 * superlative, "what are the six…/types of/प्रकार" a list. The tutor leads with a sentence of the asked kind.
 */
export type AnswerKind = 'when' | 'who' | 'how-many' | 'where' | 'definition' | 'superlative' | 'list' | 'name' | 'difference' | 'why';

const END = String.raw`(?![\p{L}\p{M}])`;
/** "Which Governor-General…", "कोणत्या व्हाइसरॉयच्या काळात…": a person is asked for, as with "who". */
const WHO_ROLES_EN =
  'governor[- ]general|viceroy|emperor|king|queen|ruler|sultan|peshwa|chhatrapati|leader|reformer|social reformer|saint|poet|scientist|freedom fighter|person|british officer';
const WHO_ROLES_MR = 'गव्हर्नर[- ]जनरल|व्हाइसरॉय|व्हॉइसरॉय|सम्राट|राजा|राजाने|राजाच्या|सुलतान|पेशव्या|छत्रपतीं|नेत्या|समाजसुधारक|संता|संतां|कवी|शास्त्रज्ञ|व्यक्ती';
const CUES: [AnswerKind, RegExp][] = [
  // "difference between A and B", "differnce", "A vs B", "A आणि B यांत फरक काय": a sentence that sets them apart
  ['difference', /\bdif+e?re?n(?:ce|ces|t)\b|\bdiffers?\b|\bdistinguish\b|\bvs\.?(?=\s)|\bversus\b|\bcompare\b|फरक|तुलना|भेद(?![\p{L}\p{M}])/iu],
  [
    'how-many',
    new RegExp(
      String.raw`\bhow (?:many|much|long|far|high|big|old)\b|\bwhat (?:is|was) the (?:number|length|area|height|population)\b|किती${END}|कितने|कितनी|कितना`,
      'iu',
    ),
  ],
  [
    'when',
    new RegExp(
      String.raw`(?:^|[,;:(]|\b(?:and|or|since|from|till|until|me|us)\b)\s*when\b|\bwhen\s*[?.!]*\s*$|\b(?:which|what) (?:year|season|month)s?\b|\bin what year\b|कधी${END}|केव्हा|कोणत्या (?:वर्षी|ऋतूत|मोसमात|हंगामात|महिन्यात|महिन्यांत)|कब${END}|किस (?:वर्ष|मौसम|महीने)`,
      'iu',
    ),
  ],
  [
    'superlative',
    new RegExp(
      String.raw`\b(?:largest|longest|highest|biggest|smallest|shortest|oldest|deepest|tallest|first|most|least)\b|सर्वात|सर्वांत|सर्वाधिक|सर्वोच्च शिखर|सबसे`,
      'iu',
    ),
  ],
  ['where', new RegExp(String.raw`\bwhere\b|\bfrom which (?:place|state|district)\b|कोठे|कुठे|कोठून|कुठून|कहाँ|कहां`, 'iu')],
  [
    'who',
    new RegExp(
      String.raw`\bwho(?:m|se)?\b|(?:^|\s)(?:कोण|कोणी|कोणाला|कोणाचे|कोणाची|कोणाच्या)${END}|कौन|किसने|किसको|\b(?:which|what) (?:${WHO_ROLES_EN})\b|कोणत्या (?:${WHO_ROLES_MR})`,
      'iu',
    ),
  ],
  // "what are the Western Ghats called in Maharashtra?", "why is Tilak called Lokmanya?", "कोणत्या नावाने ओळखतात?":
  // a name for something, given by a sentence that says what it is called
  [
    'name',
    new RegExp(
      String.raw`\b(?:called|known as|also known|known by (?:which|what|another) names?|nicknamed|referred to as)\b|(?:कोणत्या|काय) नावाने|(?:काय|का) म्हणतात|म्हणून ओळखले|म्हणून ओळखतात|को क्या कहते|क्यों कहा जाता`,
      'iu',
    ),
  ],
  // "why did the revolt fail?", "दांडी यात्रा का काढली?", "कशामुळे", "causes of": a reason, given by a sentence that says
  // why (because, due to, कारण, -मुळे); a closing Marathi का only asks yes or no ("…आहे का?"), but a का that is all of
  // its clause asks why ("…कुठे हलवली आणि का")
  [
    'why',
    new RegExp(
      String.raw`\bwhy\b|\breasons?\b|\bcauses? (?:of|for)\b|^\s*का\s*[?？।]?\s*$|(?:^|\s)का\s+[\p{L}\p{M}]+(?:\s+(?:गेला|गेली|गेले|जाते|जातो|जातात|होते|होता|होती|आहे|आहेत))?\s*[?।]?\s*$|कशामुळे|कारण(?:े|ं)?${END}|क्यों`,
      'iu',
    ),
  ],
  [
    'list',
    new RegExp(
      String.raw`^\s*which\s+[a-z]+[^s\s]s\s+(?:are|were|do|does|did|have|has|pass|flow|lie|form|make)\b|\bwhat are the (?:two|three|four|five|six|seven|eight|nine|ten|\d+|main|major|types|kinds|features)\b|\b(?:functions|duties|powers|responsibilities) of\b|(?:कामे|कार्ये|जबाबदाऱ्या) (?:कोणती|कोणते|काय)|\bname the\b|\blist\b|\b(?:types|kinds|features) of\b|प्रकार|कोणकोणते|कोणकोणत्या|कोणकोणती|(?:कोणते|कोणत्या|कोणती) आहेत|वैशिष्ट्ये|प्रकारों|कौन-कौन`,
      'iu',
    ),
  ],
  [
    'definition',
    new RegExp(
      String.raw`^\s*(?:what (?:is|are|was|were|does|do|did)|define|explain)\b|^\s*how (?:does|do|did) .{2,60}\b(?:work|function)\b|(?:कसा|कशी|कसे) (?:काम|कार्य) (?:करतो|करते|करतात)|म्हणजे काय|काय आहे|काय आहेत|काय होते|काय होती|काय होता|काय सांगते|क्या है|क्या हैं|क्या था|क्या होता`,
      'iu',
    ),
  ],
];

/**
 * Hindi's का is "of" ("संविधान का अनुच्छेद 21 क्या…"): a question in Hindi asks a reason only in so many words (why,
 * reason, cause, क्यों), never by a का.
 */
const HINDI_WORDS = /(?:^|\s)(?:है|हैं|क्या|कौन|किस|की|के|में|होता|होती)(?=\s|[?।]|$)/u;
const WHY_IN_WORDS = /\bwhy\b|reason|cause|क्यों/iu;
const hindiOf = (q: string) => HINDI_WORDS.test(q) && !WHY_IN_WORDS.test(q);

/** The kind of fact the question asks for; null when its words say nothing about it ("Tell me about …"). */
export function questionKind(question: string): AnswerKind | null {
  const q = question.normalize('NFC');
  // "why did the Marathas lose at Panipat, and who led them?": the question asked first leads the answer
  const second = SECOND_QUESTION.exec(q);
  if (second) {
    const first = questionKind(q.slice(0, second.index));
    // …but "what is GST and when was it introduced?" wants the date most: a definition or a list asks for little
    if (first && first !== 'definition' && first !== 'list') return first;
  }
  const asks = (kind: AnswerKind) => CUES.find(([k]) => k === kind)![1].test(q);
  // "Why do the Narmada and Tapi flow west when most rivers flow east?": a question that opens with "why" asks a
  // reason, whatever cue words follow — unless it asks a difference, a name ("why is it called…") or an importance
  if (/^\s*why\b/iu.test(q) && !IMPORTANCE.test(q) && !asks('difference') && !asks('name')) return 'why';
  for (const [kind, re] of CUES) if (re.test(q) && (kind !== 'why' || (!hindiOf(q) && !IMPORTANCE.test(q)))) return kind;
  return null;
}
/** The questions one sentence asks: "when did it start and who was behind it?" asks two. */
export function questionClauses(question: string): string[] {
  const q = question.normalize('NFC');
  const second = SECOND_QUESTION.exec(q);
  return second ? [q.slice(0, second.index), ...questionClauses(q.slice(second.index + second[0].length))].filter((c) => c.trim()) : [q];
}
/** Where a second question starts: "…, and who…", "… and when…", "… आणि कोणी…", "… म्हणजे काय आणि महाराष्ट्रात … किती…". */
const SECOND_QUESTION =
  /,?\s+and\s+(?=(?:who|whom|what|when|where|why|how|which)\b)|\s+आणि\s+(?=(?:[\p{L}\p{M}]+\s+){0,3}(?:कोण|कोणी|कोणाची|कोणाचे|कोणाचा|कधी|कुठे|कोठे|किती|का|काय|कसे|कशी|कसा|कोणत्या|कोणते|कोणती)(?![\p{L}\p{M}]))|(?<=(?<![\p{L}\p{M}])(?:काय|कोण|कोणी|कधी|कुठे|कोठे|किती|कसे|कशी|कसा))\s+आणि\s+(?=(?:[\p{L}\p{M}\d]+\s+){0,8}(?:कोण|कोणी|कधी|कुठे|कोठे|किती|का|काय|कसे|कशी|कसा|कोणत्या|कोणते|कोणती)(?![\p{L}\p{M}]))/iu;
/**
 * "Why is Chandrayaan-3 important?", "…का महत्त्वाचे आहे?": what made it matter (the first landing near the south
 * pole), which a sentence states without a "because" — not a reason of the asked kind.
 */
const IMPORTANCE =
  /\bwhy\b.*\b(?:important|significant|famous|notable|remembered|celebrated|special)\b|(?:^|\s)का\s+(?:महत्त्वाच|महत्वाच|प्रसिद्ध)[\p{L}\p{M}]*/iu;

const YEAR = /(?:^|\D)(?:1[0-9]|20)[0-9]{2}(?:\D|$)/u;
const MONTH =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b|जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे\s|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर|जनवरी|फरवरी|अप्रैल|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर/u;
const NUMBER = /\d/u;
/** A sentence that says on what condition something happens answers "when" in part. */
const CONDITION = /(?<![\p{L}\p{M}])जेव्हा(?![\p{L}\p{M}])|\b(?:only|is|are)\s+(?:\p{L}+\s+)?when\b/iu;
const CONDITION_MATCH = 0.6;
/** Counts written as words ("eight states", "अकरा कर्तव्ये"): numbers too. */
const NUMBER_WORDS = new Set(
  [
    'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty',
    'दोन तीन चार पाच सहा सात आठ नऊ दहा अकरा बारा तेरा चौदा पंधरा सोळा सतरा अठरा एकोणीस वीस',
    'दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह',
    // shares are counts too ("one-third reservation", "एक-तृतीयांश आरक्षण")
    'half third thirds quarter quarters अर्धा अर्धी अर्धे निम्मा निम्मी निम्मे तृतीयांश चतुर्थांश तिहाई',
  ].flatMap((l) => l.split(' ')),
);
/** A number after these names an article, a section or a schedule, not a count. */
const REFERENCE = /^(?:article|articles|section|sections|schedule|कलम|कलमे|अनुच्छेद|परिशिष्ट)$/iu;
/** The ending of an ordinal written apart from its number ("३६ वा", "१०६ व्या"). */
const ORDINAL = /^(?:वा|वी|वे|व्या|वां|वें|वीं)$/u;
/** English: two capitalised words, an initial, or a title before a name; Marathi/Hindi: honorific endings. */
const PERSON_EN =
  /(?:^|[^.]\s)(?:[A-Z][a-z]+\s+){1,3}[A-Z][a-z]+|\b[A-Z]\.\s?(?:[A-Z]\.\s?)*[A-Z][a-z]+|\b(?:Dr|Sir|Shri|Smt|Mahatma|Lokmanya|Maharshi|Raja|Emperor|Peshwa)\b|\bby [A-Z][a-z]+/u;
const PERSON_IN =
  /यांनी|यांच्या|यांचे|यांचा|यांची|यांना|महाराज|महर्षी|लोकमान्य|महात्मा|डॉ\.|राव(?![\p{L}\p{M}])|बाई(?![\p{L}\p{M}])|[\u0915-\u0939][\u093E-\u094C]?\.\s?[\u0915-\u0939]|ने\s[\p{L}\p{M}]+\s(?:केली|केला|केले|स्थापन)|जी\s/u;
/**
 * An office answers "who" too ("the Vice-President is the ex officio Chairman"), a little less surely than a name; so
 * does a body ("the Directorate of Economics and Statistics prepares the Economic Survey", "…आयोग", "…समिती").
 */
const OFFICE_EN =
  /\b(?:(?:Vice[- ])?President|Governor|Prime Minister|Chief Minister|Speaker|Chairman|Chief Justice|Collector|Comptroller and Auditor General|Attorney General|Advocate General|Finance Minister|Commission|Directorate|Ministry|Department|Board|Council|Authority|Committee|Corporation)\b/u;
const OFFICE_IN =
  /राष्ट्रपती|उपराष्ट्रपती|राज्यपाल|पंतप्रधान|मुख्यमंत्री|सभापती|अध्यक्ष|सरन्यायाधीश|जिल्हाधिकारी|महान्यायवादी|महाधिवक्ता|अर्थमंत्री|नियंत्रक व महालेखापरीक्षक|राष्ट्रपति|प्रधानमंत्री|संचालनालय|आयोग|महामंडळ|मंत्रालय|प्राधिकरण|मंडळ|परिषद|समिती|विभाग/u;
const OFFICE = 0.7;
const PLACE_EN = /\b(?:at|in|near|from|rises|originates|district|located)\s+(?:the\s+)?[A-Z]/u;
const PLACE_IN = /येथे|जिल्ह्यात|जिल्ह्यातील|जवळ|उगम|पर्वतरांगेत|डोंगरात|मध्ये उगम|में|से निकल/u;
/** A superlative, or the word that says which one leads ("the main crop", "the dominant soil", "प्रमुख पीक"). */
const SUPERLATIVE =
  /\b(?:largest|longest|highest|biggest|smallest|shortest|oldest|deepest|tallest|first|most|least|main|principal|dominant|predominant|leading)\b|सर्वात|सर्वांत|सर्वाधिक|सर्वोच्च|पहिला|पहिली|पहिले|(?:प्रमुख|मुख्य)(?![\p{L}\p{M}])|प्रामुख्याने|सबसे/iu;
/** One word of a superlative ("largest", "सर्वांत", "मोठा" after it), for finding what it stands by. */
const SUPERLATIVE_WORD =
  /^(?:largest|longest|highest|biggest|smallest|shortest|oldest|deepest|tallest|first|most|least|main|principal|dominant|predominant|leading|सर्वात|सर्वांत|सर्वाधिक|सर्वोच्च|पहिला|पहिली|पहिले|प्रमुख|मुख्य|मोठा|मोठी|मोठे|लांब|उंच|लहान|जुने|जुना|जुनी|सबसे|बड़ा|बड़ी)$/iu;
/** How many words after the superlative may name what it is of ("the main kharif cash crop"). */
const SUPERLATIVE_REACH = 3;
/** A superlative of something else than what is asked. */
const SUPERLATIVE_ELSEWHERE = 0.6;
/** A sentence that gives something's name ("called the Sahyadri", "known as", "the Sahyadri or Western Ghats"). */
const NAMING =
  /\b(?:called|known as|also known|named|nicknamed|referred to as|meaning|means|title)\b|म्हणतात|म्हटले|म्हटला|म्हटली|संबोधले|संबोधतात|म्हणून ओळख|नावाने|नाव |असेही|म्हणजे|उपाधी|पदवी|किताब|कहते|कहा जाता|नाम से/iu;
/** A sentence that gives a reason: "because", "due to", "so that", "led to", "कारण", "-मुळे", "म्हणून", "क्योंकि". */
const REASON =
  /\b(?:because|due to|owing to|since|as a result|so that|in order to|to (?:assert|demand|secure|claim|win|establish|protest)|reasons?|caused|causes|led to|leading to|resulted|results in|hence|therefore|thus|aimed|aim|to protest|against|after)\b|कारण|मुळे|ल्याने|म्हणून|परिणामी|यासाठी|हेतू|उद्देश|विरोधात|विरोध|क्योंकि|वजह|के कारण/iu;

/** A sentence that sets two things apart: "whereas", "unlike", "differs", "तर", "मात्र", "याउलट". */
const CONTRAST =
  /\b(?:whereas|while|unlike|differs?|difference|different|but|however|in contrast|on the other hand|instead|rather than|only)\b|फरक|मात्र|(?:^|\s)तर(?=\s)|याउलट|उलट|परंतु|(?:^|\s)पण(?=\s)|तथापि|वेगळ|भिन्न|जबकि|लेकिन/iu;
/** …or says what it does ("A vaccine works by training the immune system"): "how does X work?" is answered so. */
const COPULA_EN = /\b(?:is|are|was|were|means|refers to|declares|describes|works by|functions by)\b/u;
/** "The Western Ghats are called a biodiversity hotspot because…": what X is called or held to be, not what X is. */
const NAMED_AS = /\b(?:is|are|was|were)\s+(?:called|known|named|termed|regarded|considered|described)\b/iu;
/** …counts as a definition that opens with X but says nothing of what it is. */
const NAMED_ONLY = 0.7;
const COPULA_IN = /म्हणजे|होय|आहे|आहेत|असून|होते|होता|होती|है|हैं/u;

/**
 * How well a sentence gives the asked kind of fact, 0–1. `subject`: the question's words (index terms) that name
 * what it asks about, for a definition ("The Preamble … declares", not a sentence that names it at its end), and
 * for a count ("36 districts", not any number).
 */
export function kindMatch(kind: AnswerKind, sentence: string, subject: (word: string) => boolean = () => false): number {
  const f = features(sentence);
  switch (kind) {
    case 'when':
      // …or the condition on which it happens ("राष्ट्रपती राजवट तेव्हा लागू केली जाते, जेव्हा …", "is imposed when the …")
      return (f.when ??= YEAR.test(f.ascii) ? 1 : MONTH.test(f.s) ? 0.7 : CONDITION.test(f.s) ? CONDITION_MATCH : 0);
    case 'how-many': {
      const words = (f.words ??= f.ascii.split(/[^\p{L}\p{M}\d.]+/u).filter(Boolean));
      if (!(f.number ??= NUMBER.test(f.ascii) || words.some((w) => NUMBER_WORDS.has(w.toLowerCase())))) return 0;
      // a number next to the counted word ("36 districts", "३६ जिल्हे", "about 720 km", "eight states", "आठ राज्ये")
      const isNumber = (w: string) => /^\d[\d,.]*$/.test(w) || NUMBER_WORDS.has(w.toLowerCase());
      // …not an ordinal ("the 36th district", "३६ वा जिल्हा": which one, not how many), nor the number of an article
      // ("कलम २५ नुसार जिल्हा"), nor a year ("in 2014 districts…", "Code, 1966); District Magistrate": the notes write a
      // count of four digits with a comma, 1,500)
      for (let i = 0; i < words.length - 1; i++) {
        const w = words[i]!;
        if (!isNumber(w) || /^(?:1\d|20)\d\d$/.test(w) || ORDINAL.test(words[i + 1]!) || (i > 0 && REFERENCE.test(words[i - 1]!))) continue;
        if (subject(words[i + 1]!) || subject(words[i + 2] ?? '')) return 1;
      }
      return 0.6;
    }
    case 'who':
      return (f.who ??= PERSON_EN.test(f.s) || PERSON_IN.test(f.s) ? 1 : OFFICE_EN.test(f.s) || OFFICE_IN.test(f.s) ? OFFICE : 0);
    case 'where':
      return (f.where ??= PLACE_EN.test(f.s) || PLACE_IN.test(f.s) ? 1 : 0);
    case 'superlative': {
      if (!(f.superlative ??= SUPERLATIVE.test(f.s))) return 0;
      // "the largest district", "सर्वांत मोठा जिल्हा": the superlative stands by what is asked, not by another word
      // ("the largest forest cover among districts")
      const words = (f.words ??= f.ascii.split(/[^\p{L}\p{M}\d.]+/u).filter(Boolean));
      for (let i = 0; i < words.length; i++)
        if (SUPERLATIVE_WORD.test(words[i]!) && words.slice(i + 1, i + 1 + SUPERLATIVE_REACH).some((w) => !SUPERLATIVE_WORD.test(w) && subject(w)))
          return 1;
      return SUPERLATIVE_ELSEWHERE;
    }
    case 'name':
      return (f.name ??= NAMING.test(f.s) ? 1 : 0);
    case 'why':
      return (f.why ??= REASON.test(f.s) ? 1 : 0);
    case 'difference': {
      if (!(f.contrast ??= CONTRAST.test(f.s))) return 0;
      // …of the two things asked about, not of two others ("real GDP, whereas nominal GDP" for GDP and GNP)
      const words = (f.words ??= f.ascii.split(/[^\p{L}\p{M}\d.]+/u).filter(Boolean));
      return new Set(words.filter((w) => subject(w)).map((w) => w.toLowerCase())).size >= 2 ? 1 : 0.5;
    }
    case 'list': {
      if ((f.separators ??= f.s.match(/[,;:،]|\s(?:व|आणि|and)\s/gu)?.length ?? 0) < 3) return 0;
      // a list of the asked things names them item after item ("समतेचा हक्क …, स्वातंत्र्याचा हक्क …, …"); a sentence of
      // clauses that names them a few times is a list less surely
      const words = (f.words ??= f.ascii.split(/[^\p{L}\p{M}\d.]+/u).filter(Boolean));
      return words.filter((w) => subject(w)).length >= LIST_NAMES ? 1 : LIST_SHORT;
    }
    case 'definition': {
      // the asked term opens the sentence ("The Preamble …", "Judicial review, the power …") and a verb soon says
      // what it is; named a little later it still counts a little
      const opening = (f.opening ??= f.s.split(/\s+/).slice(0, 12));
      const at = opening.findIndex((w) => subject(w));
      if (at < 0 || at > 7) return 0;
      const says = (f.says ??= COPULA_EN.test(opening.join(' ')) || COPULA_IN.test(f.s));
      if (at > 2) return 0.4;
      return says && !(f.named ??= NAMED_AS.test(opening.join(' '))) ? 1 : NAMED_ONLY;
    }
  }
}

/** A sentence of separators that names the asked thing this often is its list; one that names it less, this much one. */
const LIST_NAMES = 5;
const LIST_SHORT = 0.6;

/** What kindMatch reads from a sentence whatever the question: worked out once per sentence (the library's sentences recur on every question). */
interface Features {
  s: string;
  ascii: string;
  when?: number;
  number?: boolean;
  words?: string[];
  who?: number;
  where?: number;
  superlative?: boolean;
  separators?: number;
  name?: number;
  why?: number;
  contrast?: boolean;
  opening?: string[];
  says?: boolean;
  named?: boolean;
}
const memo = new Map<string, Features>();
/** About the library's sentences in both languages; past it the memo starts again (a new library, odd input). */
const MEMO_MAX = 60_000;
function features(sentence: string): Features {
  let f = memo.get(sentence);
  if (!f) {
    if (memo.size >= MEMO_MAX) memo.clear();
    const s = sentence.normalize('NFC');
    f = { s, ascii: asciiDigits(s) };
    memo.set(sentence, f);
  }
  return f;
}
