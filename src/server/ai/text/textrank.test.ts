import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';
import { rankSentences, summariseText } from './textrank';

describe('splitSentences', () => {
  it('splits English at full stops but not after initials, abbreviations or inside numbers', () => {
    const s = splitSentences('The first Speaker was G. V. Mavalankar. Atal Setu is 21.8 km long, e.g. longer than the rest! Is it? Yes.');
    expect(s).toEqual(['The first Speaker was G. V. Mavalankar.', 'Atal Setu is 21.8 km long, e.g. longer than the rest!', 'Is it?', 'Yes.']);
  });

  it('splits Marathi at the danda and at full stops, keeping Devanagari initials', () => {
    const s = splitSentences('ग. वा. मावळणकर हे पहिले अध्यक्ष होते। राज्यसभा स्थायी सभागृह आहे. लोकसभेचा कार्यकाळ पाच वर्षांचा असतो॥ शेवट');
    expect(s).toEqual(['ग. वा. मावळणकर हे पहिले अध्यक्ष होते।', 'राज्यसभा स्थायी सभागृह आहे.', 'लोकसभेचा कार्यकाळ पाच वर्षांचा असतो॥', 'शेवट']);
  });

  it('keeps Marathi abbreviations whose letters carry an anusvara ("सें.मी.") inside their sentence', () => {
    const s = splitSentences('महाबळेश्वर येथे सरासरी सुमारे ५८०० मि.मी. पाऊस पडतो. कोकणात २००–३०० सें.मी. पाऊस पडतो. शेवट');
    expect(s).toEqual(['महाबळेश्वर येथे सरासरी सुमारे ५८०० मि.मी. पाऊस पडतो.', 'कोकणात २००–३०० सें.मी. पाऊस पडतो.', 'शेवट']);
  });

  it('keeps initials of English letters written in Devanagari ("एल. एम.", "व्ही. पी.") inside their sentence', () => {
    const s = splitSentences('एल. एम. सिंघवी समितीने (१९८६) शिफारस केली. व्ही. पी. मेनन यांनी मदत केली. ए.व्ही. अलेक्झांडर सदस्य होते. शेवट');
    expect(s).toEqual(['एल. एम. सिंघवी समितीने (१९८६) शिफारस केली.', 'व्ही. पी. मेनन यांनी मदत केली.', 'ए.व्ही. अलेक्झांडर सदस्य होते.', 'शेवट']);
    // …and Marathi abbreviations: उदा. (e.g.), न्या. (Justice), क्र. (No.)
    const t = splitSentences('समस्थानिके, उदा. ड्युटेरियम, असतात. न्या. पी. एन. भगवती होते. लेणे क्र. १६ कोरले. आचार्य प्र. के. अत्रे होते. शेवट');
    expect(t).toEqual(['समस्थानिके, उदा. ड्युटेरियम, असतात.', 'न्या. पी. एन. भगवती होते.', 'लेणे क्र. १६ कोरले.', 'आचार्य प्र. के. अत्रे होते.', 'शेवट']);
  });

  it('treats a blank line as a boundary and ignores empty text', () => {
    expect(splitSentences('Heading\n\nBody text here')).toEqual(['Heading', 'Body text here']);
    expect(splitSentences('  \n ')).toEqual([]);
  });
});

// Four sentences carry the topic (they share its words); four are filler that shares nothing with anything.
const KEY_EN = [
  'The Rajya Sabha is the Council of States of the Parliament of India.',
  'Article 80 fixes the maximum strength of the Rajya Sabha at 250 members of Parliament.',
  'Members of the Rajya Sabha are elected by the elected members of the state legislative assemblies.',
  'The Rajya Sabha is a permanent House of Parliament, and one-third of its members retire every second year.',
];
const FILLER_EN = [
  'It rained heavily in the afternoon.',
  'My cousin likes mangoes with lunch.',
  'A bus was late this morning.',
  'Cricket tickets sold out quickly.',
];
const KEY_MR = [
  'राज्यसभा हे भारताच्या संसदेचे राज्यांचे सभागृह आहे।',
  'कलम ८० नुसार राज्यसभेची कमाल सदस्यसंख्या २५० आहे आणि हे सदस्य संसदेत राज्यांचे प्रतिनिधित्व करतात।',
  'राज्यसभेचे सदस्य राज्य विधानसभांचे निर्वाचित सदस्य निवडतात।',
  'राज्यसभा हे संसदेचे स्थायी सभागृह असून तिचे एक-तृतीयांश सदस्य दर दोन वर्षांनी निवृत्त होतात।',
];
const FILLER_MR = ['दुपारी जोरदार पाऊस पडला।', 'माझ्या भावाला आंबे आवडतात।', 'आज सकाळी बस उशिरा आली।', 'क्रिकेटची तिकिटे लवकर संपली।'];

/** Filler first and in between, so position alone would pick the wrong sentences. */
const interleave = (key: string[], filler: string[]) => [filler[0], key[0], filler[1], key[1], filler[2], key[2], filler[3], key[3]].join(' ');

describe('summariseText (TextRank)', () => {
  it('keeps the sentences that carry the key facts, in their original order (English)', () => {
    expect(summariseText(interleave(KEY_EN, FILLER_EN), 4)).toEqual(KEY_EN);
  });

  it('does the same for Marathi text split at the danda', () => {
    expect(summariseText(interleave(KEY_MR, FILLER_MR), 4)).toEqual(KEY_MR);
  });

  it('returns short texts whole and scores sum to one', () => {
    expect(summariseText('One sentence only.', 3)).toEqual(['One sentence only.']);
    const scores = rankSentences([...KEY_EN, ...FILLER_EN]);
    expect(scores.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
  });

  it('a query pulls the sentence that answers it into a short summary', () => {
    const top = summariseText(KEY_EN.join(' '), 1, { query: ['250', 'maximum', 'strength'], queryWeight: 12 });
    expect(top).toEqual([KEY_EN[1]]);
  });
});
