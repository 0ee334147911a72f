import type { EssayCriterionId } from '@shared/essay';
import type { ContentLang } from '@shared/language';
import { mr as mrDigits } from '@server/ai/phrases';

/**
 * The rubric's words in the essay's language (feedback and tips go with the essay, whatever the interface
 * language). Markers are what the rubric looks for; the phrases are what it says about what it found.
 */
export interface RubricText {
  criterion: Record<EssayCriterionId, string>;
  num: (n: number) => string;
  topicWords: (found: number, total: number) => string;
  dimensionsCovered: (covered: number, total: number) => string;
  onTopicParagraphs: (on: number, total: number) => string;
  paragraphs: (count: number, aim: number) => string;
  introduction: string;
  conclusion: string;
  noIntroduction: string;
  noConclusion: string;
  counterArguments: (n: number) => string;
  reasoning: (n: number) => string;
  wayForward: (n: number) => string;
  data: (n: number) => string;
  legal: (n: number) => string;
  examples: (n: number) => string;
  words: (count: number, target: number) => string;
  script: (share: number, script: string) => string;
  scriptName: string;
  feedback: (score: number, best: string, weakest: string) => string;
  ignored: string;
  tips: Record<EssayCriterionId, string>;
  missingDimensions: (labels: string) => string;
  tooLong: string;
}

const EN: RubricText = {
  criterion: {
    relevance: 'Relevance and coverage',
    structure: 'Structure',
    arguments: 'Arguments and counter-arguments',
    evidence: 'Examples, data and cases',
    length: 'Word count',
    language: 'Language consistency',
  },
  num: String,
  topicWords: (f, t) => `${f} of the topic's ${t} key words used`,
  dimensionsCovered: (c, t) => `${c} of ${t} dimensions of the topic covered`,
  onTopicParagraphs: (o, t) => `${o} of ${t} paragraphs speak to the topic`,
  paragraphs: (c, a) => `${c} paragraphs (aim for about ${a})`,
  introduction: 'Introduction',
  conclusion: 'Conclusion',
  noIntroduction: 'No separate introduction that names the topic',
  noConclusion: 'No closing paragraph that concludes',
  counterArguments: (n) => `${n} sentences weigh the other side (however, but, on the other hand…)`,
  reasoning: (n) => `${n} sentences give reasons or consequences (because, therefore…)`,
  wayForward: (n) => `${n} sentences propose a way forward (should, need to…)`,
  data: (n) => `${n} sentences cite numbers, years or data`,
  legal: (n) => `${n} sentences cite articles, acts, amendments or cases`,
  examples: (n) => `${n} sentences give examples, schemes, reports or committees`,
  words: (c, t) => `${c} words against a target of ${t}`,
  script: (s, name) => `${s}% of letters in ${name}`,
  scriptName: 'Latin script (English)',
  feedback: (s, b, w) => `Score ${s}/100. Strongest: ${b}. Needs most work: ${w}.`,
  ignored: 'Sentences addressed to the grader were not graded.',
  tips: {
    relevance: 'Keep every paragraph tied to the topic: use its key words and cover each of its dimensions.',
    structure: 'Open with an introduction that frames the topic, give each idea its own paragraph, and close with a conclusion.',
    arguments: 'Argue both sides: give reasons (because, therefore), weigh the other side (however), and end with a way forward.',
    evidence: 'Back your points with facts: a year or figure, an Article, Act or case, a scheme or report as an example.',
    length: 'Write close to the target word count: within about 10 per cent of it.',
    language: 'Write the whole essay in one language and script.',
  },
  missingDimensions: (l) => `Dimensions not yet covered: ${l}.`,
  tooLong: 'The essay runs well past the target: cut repetition.',
};

const MR: RubricText = {
  criterion: {
    relevance: 'विषयाशी सुसंगती व व्याप्ती',
    structure: 'मांडणी',
    arguments: 'युक्तिवाद व प्रतियुक्तिवाद',
    evidence: 'उदाहरणे, आकडेवारी व खटले',
    length: 'शब्दसंख्या',
    language: 'भाषेची सुसंगती',
  },
  num: mrDigits,
  topicWords: (f, t) => `विषयाच्या ${mrDigits(t)} मुख्य शब्दांपैकी ${mrDigits(f)} वापरले`,
  dimensionsCovered: (c, t) => `विषयाच्या ${mrDigits(t)} आयामांपैकी ${mrDigits(c)} मांडले`,
  onTopicParagraphs: (o, t) => `${mrDigits(t)} परिच्छेदांपैकी ${mrDigits(o)} विषयाला धरून`,
  paragraphs: (c, a) => `${mrDigits(c)} परिच्छेद (सुमारे ${mrDigits(a)} अपेक्षित)`,
  introduction: 'प्रस्तावना',
  conclusion: 'निष्कर्ष',
  noIntroduction: 'विषय मांडणारी स्वतंत्र प्रस्तावना नाही',
  noConclusion: 'निष्कर्ष काढणारा शेवटचा परिच्छेद नाही',
  counterArguments: (n) => `${mrDigits(n)} वाक्यांत दुसरी बाजू (परंतु, मात्र, दुसरीकडे…)`,
  reasoning: (n) => `${mrDigits(n)} वाक्यांत कारणे किंवा परिणाम (कारण, त्यामुळे…)`,
  wayForward: (n) => `${mrDigits(n)} वाक्यांत पुढील दिशा (पाहिजे, गरज…)`,
  data: (n) => `${mrDigits(n)} वाक्यांत आकडे, वर्षे किंवा आकडेवारी`,
  legal: (n) => `${mrDigits(n)} वाक्यांत कलम, कायदा, घटनादुरुस्ती किंवा खटला`,
  examples: (n) => `${mrDigits(n)} वाक्यांत उदाहरणे, योजना, अहवाल किंवा समित्या`,
  words: (c, t) => `${mrDigits(t)} शब्दांच्या लक्ष्यापैकी ${mrDigits(c)} शब्द`,
  script: (s, name) => `${mrDigits(s)}% अक्षरे ${name}`,
  scriptName: 'देवनागरीत (मराठी)',
  feedback: (s, b, w) => `गुण ${mrDigits(s)}/१००. सर्वात चांगले: ${b}. सर्वाधिक सुधारणा हवी: ${w}.`,
  ignored: 'परीक्षकाला उद्देशून लिहिलेली वाक्ये गुणांकनात धरली नाहीत.',
  tips: {
    relevance: 'प्रत्येक परिच्छेद विषयाशी जोडलेला ठेवा: विषयाचे मुख्य शब्द वापरा आणि त्याचे सर्व आयाम मांडा.',
    structure: 'विषय मांडणाऱ्या प्रस्तावनेने सुरुवात करा, प्रत्येक मुद्द्याला स्वतंत्र परिच्छेद द्या आणि निष्कर्षाने शेवट करा.',
    arguments: 'दोन्ही बाजू मांडा: कारणे द्या (कारण, त्यामुळे), दुसरी बाजू तपासा (परंतु) आणि पुढील दिशा सुचवा.',
    evidence: 'मुद्द्यांना तथ्यांचा आधार द्या: वर्ष किंवा आकडा, कलम, कायदा किंवा खटला, योजना किंवा अहवाल यांचे उदाहरण.',
    length: 'लक्ष्य शब्दसंख्येच्या जवळ लिहा: सुमारे १० टक्क्यांच्या आत.',
    language: 'संपूर्ण निबंध एकाच भाषेत व लिपीत लिहा.',
  },
  missingDimensions: (l) => `अजून न मांडलेले आयाम: ${l}.`,
  tooLong: 'निबंध लक्ष्यापेक्षा बराच मोठा आहे: पुनरावृत्ती टाळा.',
};

export const rubricText = (lang: ContentLang): RubricText => (lang === 'marathi' ? MR : EN);
