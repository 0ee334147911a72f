import { describe, expect, it } from 'vitest';
import { answerVoice, devanagariLang } from './voice';

describe('devanagariLang: Hindi or Marathi from the text itself', () => {
  it.each([
    ['संविधान का अनुच्छेद 21 क्या सुरक्षा देता है?', 'hindi'],
    ['महाराष्ट्र की सबसे लंबी नदी कौन सी है?', 'hindi'],
    ['भारत में कितने राज्य हैं?', 'hindi'],
    ['मौलिक अधिकार किसने दिए और वे कहाँ लिखे हैं', 'hindi'],
    ['राज्यों के राज्यपाल की नियुक्ति', 'hindi'],
    ['भारतीय राज्यघटनेतील कलम २१ काय आहे?', 'marathi'],
    ['महाराष्ट्रातील सर्वात लांब नदी कोणती?', 'marathi'],
    ['भारतात किती राज्ये आहेत?', 'marathi'],
    ['कलम २१ मूलभूत हक्क आहे का?', 'marathi'],
    ['सह्याद्रीतील किल्ले कोणी बांधले', 'marathi'],
    ['दांडी यात्रा का काढली गेली?', 'marathi'],
    ['बँकांचे राष्ट्रीयीकरण कधी झाले?', 'marathi'],
    ['गोदावरी नदीचा उगम कोठे होतो?', 'marathi'],
    ['भारतीय राष्ट्रीय काँग्रेसची स्थापना कोणी केली?', 'marathi'],
    ['भारत की सबसे ऊँची चोटी कौन सी है?', 'hindi'],
    ['गोदावरी नदी का उद्गम कहाँ होता है?', 'hindi'],
    ['गांधीजींनी दांडी यात्रा का काढली?', 'marathi'],
    ['तुघलकाने राजधानी दिल्लीहून देवगिरीला का हलवली?', 'marathi'],
    ['गोदावरी नदीला दक्षिण गंगा का म्हणतात?', 'marathi'],
    ['मुख्य परीक्षेसाठी मी इतिहास घ्यावा की भूगोल?', 'marathi'],
    ['क्लास लावू की घरी अभ्यास करू?', 'unsure'],
    ['गांधीजी ने दांडी यात्रा क्यों की?', 'hindi'],
    ['गोदावरी को दक्षिण गंगा क्यों कहते हैं?', 'hindi'],
    ['मुख्य परीक्षा के लिए मैं इतिहास लूँ या भूगोल?', 'hindi'],
    ['वे प्रख्यात समाज सुधारक थे', 'hindi'],
    ['कलम २१', 'unsure'],
    ['नमस्ते', 'unsure'],
  ] as const)('%s → %s', (text, lang) => {
    expect(devanagariLang(text)).toBe(lang);
  });

  it('is null without Devanagari', () => {
    expect(devanagariLang('What is Article 21?')).toBeNull();
    expect(devanagariLang('Kalam 21 kay aahe')).toBeNull();
  });
});

describe('answerVoice', () => {
  const hindiQ = 'संविधान का अनुच्छेद 21 क्या सुरक्षा देता है?';
  const marathiQ = 'भारतीय राज्यघटनेतील कलम २१ काय आहे?';
  it('a Hindi question in the Hindi interface: framed in Hindi, English notes quoted', () => {
    expect(answerVoice({ message: hindiQ, language: 'hindi' })).toEqual({ frame: 'hindi', content: 'english' });
  });
  it('Marathi stays Marathi, whatever the interface', () => {
    for (const language of ['marathi', 'hindi', 'english', undefined] as const)
      expect(answerVoice({ message: marathiQ, language })).toEqual({ frame: 'marathi', content: 'marathi' });
  });
  it('Hindi in another interface is framed in Hindi, quoting the notes that interface reads', () => {
    expect(answerVoice({ message: hindiQ, language: 'marathi' })).toEqual({ frame: 'hindi', content: 'marathi' });
    expect(answerVoice({ message: hindiQ, language: 'english' })).toEqual({ frame: 'hindi', content: 'english' });
  });
  it('Devanagari with no cue: the interface decides (Hindi with English notes, or Marathi)', () => {
    expect(answerVoice({ message: 'कलम २१', language: 'hindi' })).toEqual({ frame: 'hindi', content: 'english' });
    expect(answerVoice({ message: 'कलम २१', language: 'marathi' })).toEqual({ frame: 'marathi', content: 'marathi' });
    expect(answerVoice({ message: 'कलम २१' })).toEqual({ frame: 'marathi', content: 'marathi' });
  });
  it('Latin script: the interface’s language (English notes for Hindi)', () => {
    expect(answerVoice({ message: 'What is Article 21?', language: 'hindi' })).toEqual({ frame: 'hindi', content: 'english' });
    expect(answerVoice({ message: 'What is Article 21?', language: 'marathi' })).toEqual({ frame: 'marathi', content: 'marathi' });
    expect(answerVoice({ message: 'What is Article 21?' })).toEqual({ frame: 'english', content: 'english' });
  });
});
