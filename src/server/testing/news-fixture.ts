import type { NewsPackItem } from '@shared/content';

/**
 * Six current-affairs items in the pack's exact shape (content/news/YYYY-MM.yaml), written for tests only and served
 * only by the test-mode routes (NODE_ENV=test): their details are made up for the tests and are not news. The curated,
 * second-checked pack candidates read is content/news/.
 */
const review = { author: 'news-tests', batch: 'test-fixture' };
export const NEWS_FIXTURE: NewsPackItem[] = [
  {
    id: 'news-2025-07-001',
    date: '2025-07-14',
    category: 'maharashtra-governance',
    scope: 'maharashtra',
    title: { en: 'Maharashtra cabinet approves new water grid plan for Marathwada', mr: 'मराठवाड्यासाठी नव्या जलजाळ्याला मंत्रिमंडळाची मान्यता' },
    body: {
      en: 'The Maharashtra cabinet approved a water grid plan for the Marathwada region on 14 July 2025. The plan links eleven dams through pipelines so that drinking water can be moved between districts in drought years. The first phase covers Chhatrapati Sambhajinagar and Jalna districts. The state estimates the first phase at ₹ 4,000 crore. Officials said the grid will be built in stages over five years.',
      mr: 'महाराष्ट्र मंत्रिमंडळाने १४ जुलै २०२५ रोजी मराठवाड्यासाठी जलजाळे आराखड्याला मान्यता दिली. या आराखड्यात ११ धरणे जलवाहिन्यांनी जोडली जातील, जेणेकरून दुष्काळी वर्षांत जिल्ह्यांदरम्यान पिण्याचे पाणी पोहोचवता येईल. पहिल्या टप्प्यात छत्रपती संभाजीनगर व जालना जिल्ह्यांचा समावेश आहे. पहिल्या टप्प्याचा खर्च ४,००० कोटी रुपये अपेक्षित आहे. हे जाळे पाच वर्षांत टप्प्याटप्प्याने उभारले जाईल.',
    },
    summaryMarathi: 'मंत्रिमंडळाने १४ जुलै २०२५ रोजी मराठवाडा जलजाळ्याला मान्यता दिली; पहिल्या टप्प्यासाठी ४,००० कोटी रुपये.',
    source: { name: 'Government of Maharashtra', url: 'https://www.maharashtra.gov.in/', detail: 'Cabinet decisions, 14 July 2025' },
    tags: ['prelims', 'mains-gs2'],
    review,
  },
  {
    id: 'news-2025-07-002',
    date: '2025-07-14',
    category: 'economy',
    scope: 'india',
    title: { en: 'RBI keeps repo rate unchanged at 5.5 per cent', mr: 'रेपो दर ५.५ टक्के कायम' },
    body: {
      en: 'The Reserve Bank of India kept the policy repo rate unchanged at 5.5 per cent. The Monetary Policy Committee voted to keep a neutral stance. The RBI said inflation had eased because of lower food prices. The committee meets six times a year. Its next meeting is due in August 2025.',
      mr: 'भारतीय रिझर्व्ह बँकेने रेपो दर ५.५ टक्के कायम ठेवला. पतधोरण समितीने तटस्थ भूमिका कायम ठेवण्याचा निर्णय घेतला. अन्नधान्याच्या किमती घटल्यामुळे महागाई कमी झाल्याचे बँकेने सांगितले. ही समिती वर्षातून सहा वेळा बैठक घेते.',
    },
    source: { name: 'Reserve Bank of India', url: 'https://www.rbi.org.in/', detail: 'Monetary Policy Statement' },
    tags: ['prelims', 'mains-gs3'],
    review,
  },
  {
    id: 'news-2025-07-003',
    date: '2025-07-14',
    category: 'international',
    scope: 'world',
    title: { en: 'India and Japan hold annual summit dialogue', mr: 'भारत-जपान वार्षिक शिखर संवाद' },
    body: {
      en: 'India and Japan held their annual summit dialogue in Tokyo. The two sides reviewed the Mumbai Ahmedabad High Speed Rail project. They also discussed clean energy and semiconductor supply chains.',
      mr: 'भारत आणि जपान यांनी टोकियो येथे वार्षिक शिखर संवाद घेतला. दोन्ही देशांनी मुंबई-अहमदाबाद अतिवेगवान रेल्वे प्रकल्पाचा आढावा घेतला.',
    },
    source: { name: 'Ministry of External Affairs', url: 'https://www.mea.gov.in/', detail: 'Joint statement' },
    tags: ['prelims', 'mains-gs2'],
    review,
  },
  {
    id: 'news-2025-07-004',
    date: '2025-07-10',
    category: 'environment',
    scope: 'maharashtra',
    title: { en: 'New wetland in Maharashtra added to the Ramsar list', mr: 'महाराष्ट्रातील नव्या पाणथळ जागेचा रामसर यादीत समावेश' },
    body: {
      en: 'A wetland in Maharashtra was added to the list of Wetlands of International Importance under the Ramsar Convention. The Ramsar Convention was signed in 1971 in Iran. India joined the convention in 1982. The listing helps protect migratory birds that winter in the state.',
      mr: 'रामसर करारांतर्गत आंतरराष्ट्रीय महत्त्वाच्या पाणथळ जागांच्या यादीत महाराष्ट्रातील एका पाणथळ जागेचा समावेश झाला. रामसर करार १९७१ मध्ये इराणमध्ये झाला. भारत १९८२ मध्ये या करारात सहभागी झाला.',
    },
    source: { name: 'PIB', url: 'https://pib.gov.in/', detail: 'Ministry of Environment, Forest and Climate Change release' },
    tags: ['prelims'],
    review,
  },
  {
    id: 'news-2025-06-001',
    date: '2025-06-30',
    category: 'schemes',
    scope: 'india',
    title: { en: 'Scheme for rooftop solar crosses a milestone', mr: 'छतावरील सौर योजनेचा टप्पा पार' },
    body: {
      en: 'The rooftop solar scheme for households crossed ten lakh installations. The scheme gives a subsidy for panels of up to 3 kW. Households can apply through the National Portal for Rooftop Solar.',
      mr: 'घरांसाठीच्या छतावरील सौर योजनेत दहा लाख संच बसवले गेले. या योजनेत ३ किलोवॅटपर्यंतच्या पॅनेलसाठी अनुदान मिळते.',
    },
    source: { name: 'PIB', url: 'https://pib.gov.in/', detail: 'Ministry of New and Renewable Energy release' },
    tags: ['prelims', 'mains-gs3'],
    review,
  },
  {
    id: 'news-2025-06-002',
    date: '2025-06-21',
    category: 'sports-awards',
    scope: 'india',
    title: { en: 'International Day of Yoga observed across the country', mr: 'देशभरात आंतरराष्ट्रीय योग दिन साजरा' },
    body: {
      en: 'The International Day of Yoga was observed on 21 June 2025. The United Nations General Assembly declared the day in 2014. Events were held in every district.',
      mr: 'आंतरराष्ट्रीय योग दिन २१ जून २०२५ रोजी साजरा झाला. संयुक्त राष्ट्र आमसभेने २०१४ मध्ये हा दिवस जाहीर केला.',
    },
    source: { name: 'PIB', url: 'https://pib.gov.in/', detail: 'Ministry of AYUSH release' },
    tags: ['prelims'],
    review,
  },
];
