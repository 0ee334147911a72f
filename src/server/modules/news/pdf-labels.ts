import type { NewsCategory } from '@shared/news';

/** The monthly compilation's words in English and Marathi (the PDF is printed on the server). */
export const CATEGORY_NAMES: Record<'english' | 'marathi', Record<NewsCategory, string>> = {
  english: {
    'maharashtra-governance': 'Maharashtra governance',
    polity: 'Polity',
    economy: 'Economy',
    schemes: 'Government schemes',
    environment: 'Environment',
    'science-technology': 'Science and technology',
    infrastructure: 'Infrastructure',
    social: 'Social issues',
    international: 'International relations',
    'sports-awards': 'Sports and awards',
    other: 'Other news',
  },
  marathi: {
    'maharashtra-governance': 'महाराष्ट्र शासन',
    polity: 'राज्यव्यवस्था',
    economy: 'अर्थव्यवस्था',
    schemes: 'शासकीय योजना',
    environment: 'पर्यावरण',
    'science-technology': 'विज्ञान व तंत्रज्ञान',
    infrastructure: 'पायाभूत सुविधा',
    social: 'सामाजिक प्रश्न',
    international: 'आंतरराष्ट्रीय संबंध',
    'sports-awards': 'क्रीडा व पुरस्कार',
    other: 'इतर बातम्या',
  },
};

const MONTH = (language: 'english' | 'marathi', month: string) =>
  new Intl.DateTimeFormat(language === 'marathi' ? 'mr-IN' : 'en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

export function pdfLabels(language: 'english' | 'marathi', month: string) {
  return language === 'marathi'
    ? {
        title: `चालू घडामोडी — ${MONTH(language, month)}`,
        source: 'स्रोत',
        footer: 'अभ्यास — मासिक चालू घडामोडी संकलन',
        marathiMissing: 'या बातमीचा मराठी सारांश उपलब्ध नाही (त्यासाठी AI मॉडेल आवश्यक आहे).',
      }
    : {
        title: `Current affairs — ${MONTH(language, month)}`,
        source: 'Source',
        footer: 'Abhyas — monthly current affairs compilation',
        marathiMissing: '',
      };
}
