import { describe, expect, it } from 'vitest';
import { asciiDigits, entities, indexTerms, properNames } from './entities';

describe('entities', () => {
  it('article numbers in English, Marathi and Hindi, never the bare number', () => {
    expect(entities('What does Article 21 protect?')).toEqual(['art:21']);
    expect(entities('भारतीय राज्यघटनेतील कलम २१ काय आहे?')).toEqual(['art:21']);
    expect(entities('अनुच्छेद 21 क्या है?')).toEqual(['art:21']);
    expect(entities('Article 21A makes education a right')).toEqual(['art:21a']);
    expect(entities('कलम २१अ नुसार शिक्षण')).toEqual(['art:21a']);
    expect(entities('the voting age is 21 years')).toEqual([]);
    expect(entities('Article 368 lays down the procedure')).toEqual(['art:368']);
  });
  it('lists and ranges of articles', () => {
    expect(entities('right to equality (Articles 14–18)')).toEqual(['art:14', 'art:15~', 'art:16~', 'art:17~', 'art:18']);
    expect(entities('Articles 20 and 21 cannot be suspended')).toEqual(['art:20', 'art:21']);
    expect(entities('कलम १४ ते १६')).toEqual(['art:14', 'art:15~', 'art:16']);
  });
  it('amendment numbers', () => {
    expect(entities('the 42nd Amendment Act of 1976')).toEqual(['amd:42']);
    expect(entities('१९७८ च्या ४४ व्या घटनादुरुस्तीने')).toEqual(['amd:44']);
    expect(entities('७३ वी घटनादुरुस्ती कशाशी संबंधित आहे?')).toEqual(['amd:73']);
  });
});

describe('indexTerms', () => {
  it('frames that say how a question is asked, not what about', () => {
    expect(indexTerms('DNA चे पूर्ण रूप काय')).toEqual(['dna']);
    expect(indexTerms('which country hosted the summit')).toEqual(indexTerms('hosted the summit'));
    expect(indexTerms('explain the bhakti movement and name its main saints')).toEqual(indexTerms('bhakti movement saints'));
    expect(indexTerms('सरासरी म्हणजे काय? एक उदाहरण देऊन समजवा')).toEqual(indexTerms('सरासरी'));
    // …also in a question of how to work it out, where "कशी काढायची" already drops the word for an example
    expect(indexTerms('सरासरी (average) कशी काढायची, एखादे उदाहरण देऊन समजावा')).toEqual(indexTerms('सरासरी average'));
    expect(indexTerms('अक्षरांना क्रमांक देऊन coding प्रश्न सोडवण्याची पद्धत')).toContain(indexTerms('देऊन')[0]);
    expect(indexTerms('गांधीजींनी')).toEqual(indexTerms('गांधी'));
    expect(indexTerms('what was quit india movment')).toEqual(indexTerms('quit india movement'));
    expect(indexTerms('what was the signifcance of the dandi march')).toEqual(indexTerms('dandi march'));
    // "how many medals did India win": the medals won are what is counted; "win" says nothing of which
    expect(indexTerms('paris olympics 2024 how many medals did india win')).toEqual(indexTerms('paris olympics 2024 medals india'));
    // the kilometre written with dots is the one written without
    expect(indexTerms('सुमारे ७२० कि.मी. लांबीची')).toEqual(indexTerms('सुमारे ७२० किमी लांबीची'));
    // "founder name", "the name of the river": the name is what is asked for, not a word of the subject
    expect(indexTerms('prarthana samaj 1867 - founder name and main beliefs?')).toEqual(indexTerms('prarthana samaj 1867 founder beliefs'));
    // "her tributaries": तिच्या is a pronoun (the river), not a word of the subject that "तिला" in another river's sentence holds
    expect(indexTerms('कृष्णा नदीचा उगम कुठे होतो आणि तिच्या उपनद्या कोणत्या')).toEqual(indexTerms('कृष्णा नदीचा उगम उपनद्या'));
    expect(indexTerms('त्याच्या त्याला तिला तिने')).toEqual([]);
    // "…कोणत्या जिल्ह्यात येते?": "falls in which district" — येते says where it lies, not what
    expect(indexTerms('कळसूबाई कोणत्या जिल्ह्यात येते?')).toEqual(indexTerms('कळसूबाई जिल्ह्यात'));
    expect(indexTerms('what was the significance of chandrayaan 3')).toEqual(indexTerms('chandrayaan 3'));
    expect(indexTerms('how much money do women get')).toEqual(indexTerms('women get'));
    expect(indexTerms('नफा तोट्याची उदाहरणे कशी सोडवायची?')).toEqual(indexTerms('नफा तोट्याची'));
    expect(indexTerms('कळसूबाई शिखराची उंची किती आहे')).toEqual(indexTerms('कळसूबाई शिखर'));
    expect(indexTerms('iqta sytem of the goverment of maharastra')).toEqual(indexTerms('iqta system of the government of maharashtra'));
    expect(indexTerms('signifcance of dandi march')).toEqual(indexTerms('significance of dandi march'));
  });
  it('"a:b" and "2 : 3" say ratio; a time or "Part I: …" does not', () => {
    expect(indexTerms('if a:b is 2:3 then a:c')).toContain(indexTerms('ratio')[0]);
    expect(indexTerms('a : b = ३ : ४ तर')).toContain(indexTerms('गुणोत्तर')[0]);
    expect(indexTerms('the train leaves at 10:30')).not.toContain(indexTerms('ratio')[0]);
    expect(indexTerms('Part I: the Union')).not.toContain(indexTerms('ratio')[0]);
  });
  it('Devanagari digits become ASCII; Marathi and Hindi endings and question words drop', () => {
    expect(asciiDigits('१९४८')).toBe('1948');
    expect(indexTerms('१९४८ मध्ये')).toEqual(['1948']);
    expect(indexTerms('राज्यघटनेतील')).toEqual(indexTerms('राज्यघटनेत'));
    expect(indexTerms('elected')).toEqual(indexTerms('election'));
    expect(indexTerms('क्या है संविधान')).toEqual(['संविधान']);
  });
  it('"…बद्दल माहिती द्या" asks to be told; "माहिती" in "राज्य माहिती आयुक्त" or "माहिती तंत्रज्ञान" is part of the subject', () => {
    expect(indexTerms('ग्रामसभेबद्दल माहिती द्या')).toEqual(indexTerms('ग्रामसभेबद्दल'));
    expect(indexTerms('ग्रामसभा विषयी माहिती')).toEqual(indexTerms('ग्रामसभा'));
    expect(indexTerms('राज्य माहिती आयुक्त')).toContain(indexTerms('माहिती')[0]);
    expect(indexTerms('माहिती तंत्रज्ञान')).toHaveLength(2);
  });
  it('"who is linked / associated with it" asks who, not about links', () => {
    expect(indexTerms('who is linked with it')).toEqual([]);
    expect(indexTerms('Which leader is associated with the Employment Guarantee Scheme?')).toEqual(
      indexTerms('Which leader, the Employment Guarantee Scheme?'),
    );
  });
  it('"कलम 14 नुसार … मिळतो?": "under" and "gets" ask nothing (the Article and the right are the question)', () => {
    expect(indexTerms('कलम 14 नुसार कोणता हक्क मिळतो?')).toEqual(indexTerms('कलम 14 हक्क'));
    expect(indexTerms('कलम 14 नुसार कोणता हक्क मिळतो?')).toHaveLength(3);
  });
  it('ळ and ल meet in words of four letters or more (कार्यकाळ, कार्यकाल), not in short ones (मुळे because, मुले children)', () => {
    expect(indexTerms('लोकसभेचा कार्यकाल')).toEqual(indexTerms('लोकसभेचा कार्यकाळ'));
    expect(indexTerms('मंडल')).toEqual(indexTerms('मंडळ'));
    expect(indexTerms('मुळे')).not.toEqual(indexTerms('मुले'));
    expect(indexTerms('केळी')).not.toEqual(indexTerms('केली'));
  });
  it('question words that ask where from, with whom or when, and "take place", are no part of the subject', () => {
    expect(indexTerms('When did the Battle of Plassey take place?')).toEqual(['battle', 'plassey']);
    // "which article deals with X" asks for the article on X: "deals with" is no part of it
    expect(indexTerms('Which article deals with the election of the Vice-President?')).toEqual(indexTerms('article election Vice-President'));
    expect(indexTerms('The battle took place at Plassey')).toEqual(['battle', 'plassey']);
    // "Name the…" asks for a list ("named after Harappa" is no answer); "getting" and "ओळखायची" (to tell) ask nothing
    expect(indexTerms('Name the important sites of the Harappan civilisation')).toEqual(indexTerms('important sites of the Harappan civilisation'));
    expect(indexTerms('Harappa was named after a site')).toContain(indexTerms('named')[0]);
    expect(indexTerms('why is the ozone layer getting depleted')).toEqual(indexTerms('ozone layer depleted'));
    expect(indexTerms('पुढची संख्या कशी ओळखायची?')).toEqual(indexTerms('पुढची संख्या'));
    // how it is to be told, or how sure the asker is, is no part of what is asked
    expect(indexTerms('how is fiscal deficit calculated? explain in simple words')).toEqual(indexTerms('fiscal deficit calculated'));
    expect(indexTerms('what happens if an officer doesnt deliver')).toEqual(indexTerms('officer deliver'));
    expect(indexTerms('तहसीलदाराची जबाबदारी नेमकी काय असते?')).toEqual(indexTerms('तहसीलदाराची जबाबदारी'));
    expect(indexTerms('अकबराची मनसबदारी पद्धत म्हणजे नक्की काय')).toEqual(indexTerms('अकबराची मनसबदारी पद्धत म्हणजे काय'));
    expect(indexTerms('राज्यघटना सोप्या भाषेत समजावून सांगा')).toEqual(indexTerms('राज्यघटना'));
    // "good for", "look into", "in which year", "कुठपर्यंत" (up to where) say what kind of answer, not what about
    expect(indexTerms('Why is black soil good for growing cotton?')).toEqual(indexTerms('black soil growing cotton'));
    expect(indexTerms('good governance')).toContain('good');
    expect(indexTerms('what did the Sarkaria Commission look into')).toEqual(indexTerms('Sarkaria Commission'));
    expect(indexTerms('in which year was the Satyashodhak Samaj founded')).toEqual(indexTerms('Satyashodhak Samaj founded'));
    expect(indexTerms('दांडी यात्रा कुठून कुठपर्यंत होती?')).toEqual(indexTerms('दांडी यात्रा'));
    // "what is meant by", "with examples", "among these" (यातील), "in questions" (प्रश्नांमध्ये) frame what is asked
    expect(indexTerms('what is meant by per capita income')).toEqual(indexTerms('per capita income'));
    expect(indexTerms('explain inflation with examples')).toEqual(indexTerms('inflation'));
    expect(indexTerms('प्रत्यक्ष कर आणि अप्रत्यक्ष कर यातील फरक उदाहरणासह सांगा')).toEqual(indexTerms('प्रत्यक्ष कर अप्रत्यक्ष कर'));
    expect(indexTerms('दिशाज्ञानाच्या प्रश्नात दिशा कशी ठरवायची?')).not.toContain(indexTerms('प्रश्न')[0]);
    // "how to decide", "can be obtained", "about what": the asking, not the subject
    expect(indexTerms('दिशा कशी ठरवायची?')).toEqual(indexTerms('दिशा'));
    expect(indexTerms('मिनर्व्हा मिल्स खटला कशाबद्दल होता?')).toEqual(indexTerms('मिनर्व्हा मिल्स खटला'));
    expect(indexTerms('नागरिकत्व कोणत्या मार्गांनी मिळवता येते?')).toEqual(indexTerms('नागरिकत्व मार्गांनी येते'));
    // "for solving", "behind doing", "while taking", "before that", "were", "happen", "when given", "who became" frame
    // the question in Marathi
    expect(indexTerms('नफ्याची टक्केवारी सोडवण्यासाठी सूत्र')).toEqual(indexTerms('नफ्याची टक्केवारी सूत्र'));
    expect(indexTerms('गणेशोत्सव सुरू करण्यामागे उद्देश')).toEqual(indexTerms('गणेशोत्सव सुरू उद्देश'));
    expect(indexTerms('निर्णय घेताना मतांचे वजन')).toEqual(indexTerms('निर्णय मतांचे वजन'));
    expect(indexTerms('उपराष्ट्रपती झालेले राधाकृष्णन त्याआधी कोणत्या पदावर होते')).toEqual(indexTerms('उपराष्ट्रपती राधाकृष्णन पदावर'));
    expect(indexTerms('बाजार सुधारणा काय होत्या')).toEqual(indexTerms('बाजार सुधारणा'));
    // "which year" in Marathi, "cities like …", "apart from", "the causes behind", "someone goes", "don't": the asking
    expect(indexTerms('राज्याभिषेक कोणत्या वर्षी झाला?')).toEqual(indexTerms('राज्याभिषेक झाला'));
    expect(indexTerms('ह्या वर्षी पाऊस')).toContain(indexTerms('वर्षी')[0]);
    expect(indexTerms("why don't antibiotics kill viruses")).toEqual(indexTerms('antibiotics kill viruses'));
    expect(indexTerms('decline of cities like Mohenjo-daro, apart from floods')).toEqual(indexTerms('decline cities Mohenjo-daro floods'));
    expect(indexTerms('the causes behind the revolt')).toEqual(indexTerms('causes revolt'));
    // "what is it made of", "the target given to the RBI": how it is asked
    expect(indexTerms('What is the Deccan Plateau made of?')).toEqual(indexTerms('Deccan Plateau'));
    expect(indexTerms('the inflation target given to the RBI')).toEqual(indexTerms('inflation target RBI'));
    expect(indexTerms('What did the 1935 Act introduce in the provinces?')).toEqual(indexTerms('1935 Act provinces'));
    // "नेमतात"/"नेमतो" (appoints) are the appointment, not the "नेमता" of "कामात नेमता येत नाही" (employed)
    expect(indexTerms('राज्यपाल कोण नेमतात?')).toEqual(indexTerms('राज्यपाल नियुक्त'));
    expect(indexTerms('CEO कोण नेमतो?')).toEqual(indexTerms('CEO नियुक्ती'));
    expect(indexTerms('धोकादायक कामात नेमता येत नाही')).not.toContain(indexTerms('नियुक्त')[0]);
    // a long or a short i or u, as Marathi is written on phones and in books alike: "मंजुरी" is "मंजूरी", "पूर्व" "पुर्व"
    expect(indexTerms('मंजुरी पुर्व सुचना')).toEqual(indexTerms('मंजूरी पूर्व सूचना'));
    expect(indexTerms('दिन')).not.toEqual(indexTerms('दीन'));
    // a question word as a phone types it ("whats", "wat") asks like the word itself
    expect(indexTerms('whats the greenhouse effect')).toEqual(indexTerms('what is the greenhouse effect'));
    expect(indexTerms('wat is biomagnification')).toEqual(['biomagnification'].flatMap(indexTerms));
    expect(indexTerms('१८५७ चा उठाव कोठून सुरू झाला?')).not.toContain('कोठून');
    expect(indexTerms('पुरंदरचा तह कोणामध्ये झाला?')).toEqual(indexTerms('पुरंदरचा तह'));
    // a pronoun of respect ("यांचे", their) is not what is asked about
    expect(indexTerms('नियंत्रक व महालेखापरीक्षक यांचे काम काय?')).toEqual(indexTerms('नियंत्रक व महालेखापरीक्षक काम'));
    // "काम/कार्य" (function, work) asks like "role" or "function" in English: not the subject
    expect(indexTerms('नियंत्रक व महालेखापरीक्षक यांचे काम काय?')).toEqual(indexTerms('What is the role of the नियंत्रक व महालेखापरीक्षक?'));
    // "the difference between X and Y" asks about X and Y
    expect(indexTerms('What is the difference between GDP and GNP?')).toEqual(['gdp', 'gnp']);
    expect(indexTerms('प्रत्यक्ष कर व अप्रत्यक्ष कर यांतील फरक काय?')).toEqual(indexTerms('प्रत्यक्ष कर व अप्रत्यक्ष कर'));
    // "how do I solve … / कसे सोडवायचे" asks for a method: the kind of problem is the subject — not the words for an
    // exam question or a quick way
    expect(indexTerms('How do I solve blood relation problems?')).toEqual(['blood', 'relation']);
    expect(indexTerms('how to solve time and work questions easily')).toEqual(['time']);
    expect(indexTerms('नातेसंबंधाचे प्रश्न कसे सोडवायचे?')).toEqual(indexTerms('नातेसंबंधाचे'));
    expect(indexTerms('सरासरी कशी काढायची? काही shortcut आहे का?')).toEqual(indexTerms('सरासरी'));
    expect(indexTerms('time and work ची गणिते कशी सोडवायची?')).toEqual(['time']);
    // …unless the question asks no method: "the Kashmir question" is a subject
    expect(indexTerms('काश्मीर प्रश्न काय आहे?')).toEqual(indexTerms('काश्मीर प्रश्न'));
    expect(indexTerms('problems of Indian agriculture')).toContain(indexTerms('problems')[0]);
    // a one-letter prefix stays with its word
    expect(indexTerms('What is e-governance?')).toEqual(['egovernanc']);
    expect(indexTerms('ई-प्रशासन')).toHaveLength(1);
    expect(indexTerms('Mumbai-Pune expressway')).toEqual(['mumbai', 'pune', 'expressway']);
    // "place" alone is still a word of the subject
    expect(indexTerms('places of worship')).toContain(indexTerms('place')[0]);
  });
});

describe('English endings', () => {
  it('a word and its -ed/-s forms meet, but a verb in -te does not meet its noun', () => {
    expect(indexTerms('remove')).toEqual(indexTerms('removed'));
    expect(indexTerms('office')).toEqual(indexTerms('offices'));
    expect(indexTerms('judge')).toEqual(indexTerms('judges'));
    expect(indexTerms('constitutes')).not.toEqual(indexTerms('constitution'));
  });
});

describe('ordinals', () => {
  it('"8th Schedule" is the "Eighth Schedule"; an amendment keeps its number', () => {
    expect(indexTerms('8th Schedule')).toEqual(indexTerms('Eighth Schedule'));
    expect(indexTerms('the 2nd ARC')).toEqual(indexTerms('the Second ARC'));
    expect(indexTerms('the 1st Amendment')).not.toContain('first');
    expect(indexTerms('the 42nd Amendment')).toContain('42nd');
  });
});

describe('properNames', () => {
  it('knows capitalised English names and acronyms, and other countries written in Devanagari with their endings', () => {
    expect([...properNames('How many members does China have in FIFA?')]).toEqual(expect.arrayContaining(['china', 'fifa']));
    expect(properNames('चीनच्या संसदेत किती सदस्य आहेत?').size).toBe(1);
    expect(properNames('फ्रान्सचे अध्यक्ष कोण आहेत?').size).toBe(1);
    expect(properNames('अमेरिकेच्या अध्यक्षांची निवड कशी होते?').size).toBe(1);
    // an Indian question names no foreign country; a longer word that only begins like one is not it
    expect(properNames('भारताच्या संसदेत किती सदस्य आहेत?').size).toBe(0);
    expect(properNames('चीनी मातीची भांडी कुठे बनतात? महाराष्ट्रातील जपानपेक्षाहीमोठ्या गोष्टी').size).toBe(1);
  });

  it('an acronym is a name wherever it stands, first word of the question included', () => {
    expect([...properNames('GST परिषदेचे अध्यक्ष कोण असतात?')]).toContain('gst');
    expect([...properNames('ISRO was founded in which year?')]).toContain('isro');
    // a capitalised first word is only the start of a sentence
    expect([...properNames('Rivers of India')]).not.toContain('river');
    // the common noun a name ends with is no name: a note on any movement holds "movement"
    expect([...properNames('What was the Quit India Movement?')]).toEqual(expect.arrayContaining(['quit', 'india']));
    expect([...properNames('What was the Quit India Movement?')]).not.toContain(indexTerms('Movement')[0]);
    expect([...properNames('What does the Finance Commission do?')]).not.toContain(indexTerms('Commission')[0]);
    // …but a capitalised English word in a Marathi question is a name the candidate knows in English
    expect([...properNames('Harappan संस्कृतीची प्रमुख वैशिष्ट्ये कोणती?')]).toContain(indexTerms('Harappan')[0]);
  });
});

describe('an officer is not a power', () => {
  it('"अधिकारी" and "अधिकाऱ्यांची" meet each other, not "अधिकार" or "अधिकारांची"', () => {
    const [officer] = indexTerms('अधिकारी');
    expect(indexTerms('अधिकाऱ्यांची')[0]).toBe(officer);
    expect(indexTerms('अधिकार')[0]).not.toBe(officer);
    expect(indexTerms('अधिकारांची')[0]).toBe(indexTerms('अधिकार')[0]);
    // a compound keeps its own stem ("जिल्हाधिकारी", the Collector)
    expect(indexTerms('जिल्हाधिकारी')[0]).not.toBe(officer);
  });
});

describe('"from" and "through" in Marathi', () => {
  it('"-मधून" and "-तून" are endings: "राज्यांमधून", "राज्यातून" are "राज्य"', () => {
    const [state] = indexTerms('राज्य');
    expect(indexTerms('राज्यांमधून राज्यातून')).toEqual([state, state]);
    expect(indexTerms('भारतातून')).toEqual(indexTerms('भारत'));
  });
});

describe('more frames', () => {
  // each question's terms are those of its subject alone
  it.each([
    ['money bill vs financial bill', 'money bill financial bill'],
    ["Explain the significance of Ashoka's dhamma", 'Ashoka dhamma'],
    ['why does it matter in an office', 'office'],
    ['passed in which yr', 'passed'],
    ['coding questions, how to crack them', 'coding questions'],
    ['लस आपल्या शरीरात कसे काम करते', 'लस शरीरात'],
    ['how is the primary deficit calculated', 'primary deficit'],
    ['काळ काम वेग ची सूत्रे कोणती आहेत', 'काळ काम वेग'],
    // "what did X change" asks what X did
    ['what did the Waqf Act change', 'Waqf Act'],
  ])('%s', (question, subject) => expect(indexTerms(question)).toEqual(indexTerms(subject)));

  it('"climate change" and "states of matter" keep their words', () => {
    expect(indexTerms('what is climate change')).toContain(indexTerms('change')[0]);
    expect(indexTerms('states of matter')).toContain(indexTerms('matter')[0]);
  });
});
