/**
 * The words a question is asked with and that say nothing of what it asks about (stop words, frames and idioms),
 * and the forms the stemmer would get wrong (verb forms, an honorific, common misspellings): indexTerms (entities.ts)
 * drops the first and reads the second as the word they stand for.
 */

/** Hindi question words and postpositions (Marathi and English ones are in tokens.ts). */
export const HINDI_STOP = new Set(`क्या है हैं था थी थे का की के में से को पर और या कौन कब कहाँ कहां कैसे किस किसे किसने यह वह इस उस एक होता होती होते`.split(/\s+/));
/** Question words that say nothing about the subject ("who is called…", "what happened…"). */
export const QUESTION_STOP = new Set(
  `called known famous happened happen role purpose work works function functions use used say says said stand stands
  refer refers means solve solving different differ differs सोडवायचे सोडवावे सोडवायची सोडवतात difference differences distinguish फरक यांतील यांच्यातील त्यांतील कोणाला कोणी कधी किती कशाला कशासाठी कुठे कोठे कशाशी कशी कसे कोणत्या कोणते कोणती कोणता ओळखतात
  म्हणतात म्हणून म्हणजेच होतो होते होती झाली झाला झाले केली केला केले सांगते सांगतो सांगतात सांगितले म्हणते
  समजावून समजून समजावा समझाइए समझाएं समझाओ बताइए बताएं मूलतत्त्वे मूलतत्त्व कोठून कुठून केव्हा कोणामध्ये कोणाशी
  कोणाकडे कोणाकडून कोणापासून कोणाच्या कोणाचा कोणाची कोणाचे कोणाला कोणत्याही कसला कसली कसले यांचे यांचा यांची
  यांच्या यांना यांनी यांच्याकडे त्यांचे त्यांचा त्यांची त्यांच्या त्यांना त्यांनी तिच्या तिचा तिची तिला तिने त्याच्या त्याचा त्याची त्याला त्याने काम कामे कार्य कार्ये भूमिका
  केल्या झाल्या असतो असतात जाते जातो जाती येते येतो येतात करावे करायचे करायची करायचा करते करतो करतात यात नाही हवी हवे हवा आणखी
  कशामुळे कशाने कशापासून कशावर कशात कशाचा कशाची कशाचे कशाच्या
  चालवला चालवली चालवले ठरवला ठरवली ठरवले मिळाला मिळाली मिळाले मिळाल्या मिळते मिळतात मिळायला बांधले बांधला बांधली
  काढायची काढायचे काढायचा काढावी काढावे काढावा काढतात काढली काढला काढले
  यांत यांमध्ये यांच्यात कशा कशाप्रकारे कोणकोणते कोणकोणती कोणकोणत्या कोणाकोणत्या दोघांमध्ये दोघांत जास्त
  कधीपासून कधीपर्यंत केव्हापासून पेक्षा play plays played whats wat wht whos hows wheres whens whys
  get gets got make makes find using talk talks bring brings brought fought built located situated become became
  linked associated connected related introduce introduced introduces given made like name win apart behind someone somebody goes don doesn didn isn aren wasn weren लाभला लाभली लाभले सोडवण्यासाठी सोडवण्याची सोडवण्याचे सोडवण्याच्या करण्यामागे करण्यामागचा करण्यामागचे करण्यामागील घेताना त्याआधी त्यापूर्वी होत्या होतात असता झालेले झालेला झालेली झालेल्या मिळतो मिळेल नुसार getting ओळखायची ओळखायचे ओळखायचा ओळखावी ओळखावे
  happens thru doesnt dont didnt isnt arent wasnt actually exactly basically really suddenly अचानक नक्की नेमकी नेमके नेमका नेमक्या कुठपर्यंत कोठपर्यंत कुठवर
  meant यातील यामधील त्यातील प्रश्नांमध्ये प्रश्नात प्रश्नांत उदाहरणासह उदाहरणांसह
  ठरवायची ठरवायचे ठरवायचा ठरवावी ठरवावे ठरवतात मिळवता मिळवतात मिळवावे कशाबद्दल कशाविषयी
  समजवा समजवून समजवायचे समजवायची एवढे एवढा एवढी एवढ्या इतके इतका इतकी मानले मानला मानली मानतात द्यायचे द्यायचा
  द्यायची ठरले ठरला ठरली see keep keeps build builds building vs versus crack cracking आपल्या आपण calculated changed बदलले बदलला बदलली formula formulas formulae सूत्र सूत्रे`.split(
    /\s+/,
  ),
);
/**
 * "take place" says that something happened, not what, and "deals with" that a part is on something; "Name the…" asks for a list; "in simple words" asks for a
 * manner of telling, "good for", "look into" and "which year" for what the sentence states anyway; "…बद्दल माहिती द्या" (tell me about…) asks to be told: their
 * words are no part of the question's subject. "माहिती" itself is ("राज्य माहिती आयुक्त", "माहिती तंत्रज्ञान").
 */
export const IDIOMS =
  /(?:^\s*|\band\s+)name(?=\s+(?:the|any|some|all|a|an|its|his|her|their|two|three|four|five|six)\b)|(?<![\p{L}\p{M}])पूर्ण\s+(?:रूप|स्वरूप)(?![\p{L}\p{M}])|(?<=\b(?:which|what)\s+)(?:country|city|place|person)\b|\b(?:the\s+)?current\s+one\b|(?<=\bhow\s+much\s+)money\b|(?<=(?<![\p{L}\p{M}])किती\s+)पैसे(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])उंची(?=\s+किती(?![\p{L}\p{M}]))|(?<=\bwhat\s+is\s+the\s+)height(?=\s+of\b)|(?<=\b(?:(?:what|why)\s+(?:is|was|are|were)|explain|describe|discuss)\s+(?:the\s+)?)(?:signifi?cance|importance)(?=\s+of\b)|(?<=\b(?:does|do|did)\s+(?:it|this|that|they)\s+)matter\b|(?<=\b(?:did|does|do|will|would)\b[^?.]*\s)change(?=\s*[?.]?\s*$)|(?<![\p{L}\p{M}])(?:एक\s+)?उदाहरण(?:े|ं)?\s+(?:देऊन|द्या|दे)(?![\p{L}\p{M}])|\b(?:in|using)\s+(?:simple|easy|plain)\s+(?:words|terms|language)\b|\b(?:good|suitable|ideal)(?=\s+for\b)|\bwith\s+(?:an\s+)?examples?\b|\b(?:look|looks|looked|looking)\s+into\b|(?<=\b(?:which|what)\s+)(?:year|yr)\b|(?<=(?<![\p{L}\p{M}])(?:कोणत्या|कुठल्या)\s+)(?:वर्षी|साली)(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])सोप्या\s+(?:भाषेत|शब्दांत|शब्दात)(?![\p{L}\p{M}])|\b(?:take|takes|took|taken|taking)\s+place\b|\b(?:deal|deals|dealt|dealing)\s+with\b|(?<![\p{L}\p{M}])(?:(?:बद्दल|विषयी|संबंधी|बाबत)\s+)?माहिती\s+(?:द्या|सांगा|हवी|हवे|पाहिजे|मिळेल|दे|सांग|द्याल)(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])(?:बद्दल|विषयी|संबंधी|बाबत)\s+माहिती(?![\p{L}\p{M}])/giu;

/**
 * Verb forms the stemmer would join to another word: "नेमतात", "नेमतो" (appoints) cut to "नेमत" would be the "नेमता"
 * of "कामात नेमता येत नाही" (can be employed); they are the appointment (नियुक्त), as the notes use them. And the
 * honorific "गांधीजी" (stemmed "गांधिज") is the notes' "गांधी", and a common misspelling the word it misspells.
 */
export const LEMMAS = new Map([
  // the misspellings candidates type most ("iqta sytem", "goverment", "parliment", "maharastra")
  ['sytem', 'system'],
  ['systm', 'system'],
  ['goverment', 'government'],
  ['govt', 'government'],
  ['parliment', 'parliament'],
  ['parlament', 'parliament'],
  ['maharastra', 'maharashtra'],
  ['maharshtra', 'maharashtra'],
  ['consitution', 'constitution'],
  ['constituion', 'constitution'],
  ['ammendment', 'amendment'],
  ['independance', 'independence'],
  ['signifcance', 'significance'],
  ['movment', 'movement'],
  ['movemnt', 'movement'],
  ['गांधीजी', 'गांधी'],
  ['गांधीजींनी', 'गांधी'],
  ['गांधीजींच्या', 'गांधी'],
  ['गांधीजींचा', 'गांधी'],
  ['गांधीजींची', 'गांधी'],
  ['गांधीजींचे', 'गांधी'],
  ['गांधीजींना', 'गांधी'],
  ['नेमतात', 'नियुक्त'],
  ['नेमतो', 'नियुक्त'],
  ['नेमते', 'नियुक्त'],
]);
