import type { ContentLibrary } from '../content/load';

const src = { title: 'Constitution of India', detail: 'Article 80' };

/**
 * A small library that passes every quality gate (minimums aside): one or two records of each kind.
 * Tests copy it with structuredClone and break or change one thing.
 */
export function miniLibrary(): ContentLibrary {
  return {
    news: [],
    topics: [
      {
        id: 'polity-parliament',
        subject: 'polity',
        paperType: 'Prelims',
        topic: { en: 'Parliament', mr: 'संसद' },
        description: { en: 'The Union Parliament and its two Houses.', mr: 'केंद्रीय संसद व तिची दोन सभागृहे.' },
        subtopics: [
          { en: 'Lok Sabha', mr: 'लोकसभा' },
          { en: 'Rajya Sabha', mr: 'राज्यसभा' },
        ],
      },
      {
        id: 'economy-inflation',
        subject: 'economy',
        paperType: 'Prelims',
        topic: { en: 'Inflation', mr: 'चलनवाढ' },
        description: { en: 'Measuring and controlling inflation.', mr: 'चलनवाढीचे मापन व नियंत्रण.' },
        subtopics: [
          { en: 'CPI and WPI', mr: 'ग्राहक व घाऊक किंमत निर्देशांक' },
          { en: 'Monetary policy', mr: 'पतधोरण' },
        ],
      },
    ],
    notes: [
      {
        id: 'polity-parliament-note',
        topicId: 'polity-parliament',
        subject: 'polity',
        title: { en: 'Parliament', mr: 'संसद' },
        summary: { en: 'Parliament consists of the President and two Houses.', mr: 'संसदेत राष्ट्रपती व दोन सभागृहे असतात.' },
        keyFacts: [
          { en: 'Article 79 creates Parliament.', mr: 'कलम ७९ संसदेची निर्मिती करते.' },
          { en: 'The Rajya Sabha has at most 250 members.', mr: 'राज्यसभेत जास्तीत जास्त २५० सदस्य असतात.' },
          { en: 'The Lok Sabha has a five-year term.', mr: 'लोकसभेचा कार्यकाळ पाच वर्षांचा असतो.' },
          { en: 'The Vice-President chairs the Rajya Sabha.', mr: 'उपराष्ट्रपती राज्यसभेचे सभापती असतात.' },
        ],
        relatedTopics: ['economy-inflation'],
        sources: [src],
      },
    ],
    mcqs: [
      {
        id: 'polity-q-001',
        subject: 'polity',
        topicId: 'polity-parliament',
        difficulty: 'easy',
        frequency: 'frequent',
        question: { en: 'What is the maximum strength of the Rajya Sabha?', mr: 'राज्यसभेची कमाल सदस्यसंख्या किती आहे?' },
        options: { en: ['238', '245', '250', '552'], mr: ['२३८', '२४५', '२५०', '५५२'] },
        answer: 2,
        explanation: { en: 'Article 80 fixes it at 250.', mr: 'कलम ८० नुसार ती २५० आहे.' },
        source: src,
        pastYear: [],
        format: 'single',
        pastPapers: [],
        asOf: '2025-09',
        review: { author: 'writer-a', batch: 'b1', checkedBy: 'reviewer-b', checkedOn: '2026-11' },
      },
      {
        id: 'economy-q-001',
        subject: 'economy',
        topicId: 'economy-inflation',
        difficulty: 'medium',
        frequency: 'moderate',
        question: { en: 'Which index does the RBI target for inflation?', mr: 'RBI चलनवाढीसाठी कोणत्या निर्देशांकाचे लक्ष्य ठेवते?' },
        options: {
          en: ['WPI', 'CPI (Combined)', 'GDP deflator', 'IIP'],
          mr: ['घाऊक किंमत निर्देशांक', 'ग्राहक किंमत निर्देशांक (एकत्रित)', 'GDP अपस्फीतिकारक', 'औद्योगिक उत्पादन निर्देशांक'],
        },
        answer: 1,
        explanation: { en: 'Flexible inflation targeting uses CPI (Combined).', mr: 'लवचीक चलनवाढ लक्ष्यासाठी ग्राहक किंमत निर्देशांक वापरला जातो.' },
        source: { title: 'RBI Act, 1934', detail: 'Section 45ZA' },
        pastYear: [],
        format: 'single',
        pastPapers: [],
        asOf: '2025-09',
        review: { author: 'writer-a', batch: 'b1', checkedBy: 'reviewer-b', checkedOn: '2026-11' },
      },
    ],
    books: [
      {
        id: 'book-laxmikanth-polity',
        bookTitle: 'Indian Polity',
        author: 'M. Laxmikanth',
        subject: 'Polity',
        paperType: 'Prelims',
        language: 'English',
        format: 'Book',
        isRecommended: true,
        tags: ['polity'],
        notes: '',
        accessLink: '',
        plannerSubjects: ['polity'],
      },
      {
        id: 'book-balbharati-history',
        bookTitle: 'History and Political Science (Class 8)',
        author: 'Balbharati',
        subject: 'History',
        paperType: 'Prelims',
        language: 'Both',
        format: 'PDF',
        isRecommended: true,
        tags: [],
        notes: '',
        accessLink: 'https://ebalbharati.in/main/publicView.aspx',
        plannerSubjects: ['history'],
      },
    ],
    bookList: [
      {
        id: 'polity',
        title: 'Polity',
        titleMarathi: 'राज्यव्यवस्था',
        priority: 'high',
        books: [
          {
            title: 'Indian Polity',
            author: 'M. Laxmikanth',
            description: 'The standard text.',
            category: 'Core',
            type: 'essential',
            language: 'english',
          },
          {
            title: 'Bare Act',
            author: 'Government of India',
            description: 'The Constitution itself.',
            category: 'Reference',
            type: 'reference',
            language: 'both',
          },
        ],
      },
    ],
    syllabus: {
      exam: { en: 'MPSC Rajyaseva', mr: 'राज्यसेवा परीक्षा' },
      source: { title: 'MPSC scheme of examination' },
      prelims: [
        {
          id: 'prelims-paper-1',
          name: { en: 'Paper I', mr: 'पेपर १' },
          marks: 200,
          sections: [{ title: { en: 'History', mr: 'इतिहास' }, topics: [{ en: 'Modern India', mr: 'आधुनिक भारत' }] }],
        },
        {
          id: 'prelims-paper-2',
          name: { en: 'Paper II', mr: 'पेपर २' },
          sections: [{ title: { en: 'Aptitude', mr: 'कल' }, topics: [{ en: 'Reasoning', mr: 'तर्कक्षमता' }] }],
        },
      ],
      mains: [
        {
          id: 'mains-paper-1',
          name: { en: 'Essay', mr: 'निबंध' },
          nature: { en: 'Descriptive', mr: 'वर्णनात्मक' },
          sections: [{ title: { en: 'Essay', mr: 'निबंध' }, topics: [{ en: 'Two essays', mr: 'दोन निबंध' }] }],
        },
      ],
    },
    twelveMonthPlan: null,
    mains: [
      {
        id: 'mains-gs2-001',
        paper: 'GS2',
        subject: 'polity',
        marks: 15,
        wordLimit: 250,
        text: { en: 'Discuss the role of the Rajya Sabha.', mr: 'राज्यसभेच्या भूमिकेची चर्चा करा.', hi: 'राज्यसभा की भूमिका की चर्चा कीजिए।' },
        modelAnswerPoints: [
          { en: 'Federal chamber', mr: 'संघराज्यीय सभागृह' },
          { en: 'Revising chamber', mr: 'पुनर्विचार करणारे सभागृह' },
          { en: 'Permanent House', mr: 'स्थायी सभागृह' },
        ],
        source: src,
      },
    ],
    interview: [
      {
        id: 'interview-001',
        category: 'personality',
        question: { en: 'Why do you want to join the civil services?', mr: 'तुम्हाला प्रशासकीय सेवेत का यायचे आहे?' },
        expectedPoints: [
          { en: 'Service', mr: 'सेवा' },
          { en: 'Impact', mr: 'परिणाम' },
          { en: 'Honesty', mr: 'प्रामाणिकपणा' },
        ],
      },
    ],
    essays: [
      {
        id: 'essay-water',
        theme: 'environment',
        title: { en: 'Water is life', mr: 'पाणी हेच जीवन' },
        outline: [
          { en: 'Intro', mr: 'प्रस्तावना' },
          { en: 'Scarcity', mr: 'टंचाई' },
          { en: 'Solutions', mr: 'उपाय' },
          { en: 'Conclusion', mr: 'समारोप' },
        ],
      },
    ],
    mapCategories: [{ id: 'forts', icon: 'castle', name: { en: 'Forts', mr: 'किल्ले' } }],
    mapLayers: [
      {
        id: 'sahyadri-forts',
        categoryId: 'forts',
        name: { en: 'Sahyadri forts', mr: 'सह्याद्रीतील किल्ले' },
        description: { en: 'Hill forts of the Western Ghats.', mr: 'पश्चिम घाटातील डोंगरी किल्ले.' },
        scope: 'maharashtra',
        isPremium: false,
        boundingBox: { north: 20.5, south: 15.7, east: 75.0, west: 72.7 },
      },
    ],
    hotspots: [
      {
        id: 'raigad',
        layerId: 'sahyadri-forts',
        name: 'Raigad',
        nameMarathi: 'रायगड',
        hotspotType: 'fort',
        difficulty: 'easy',
        latitude: 18.2335,
        longitude: 73.4406,
        description: { en: 'Capital of Shivaji Maharaj.', mr: 'शिवाजी महाराजांची राजधानी.' },
        source: { title: 'Maharashtra Gazetteer' },
      },
    ],
    mapQuizzes: [
      {
        id: 'quiz-raigad',
        layerId: 'sahyadri-forts',
        question: { en: 'Which fort was the capital of Swarajya?', mr: 'स्वराज्याची राजधानी कोणता किल्ला होता?' },
        difficulty: 'easy',
        points: 10,
        timeLimit: 30,
        quizType: 'fact',
        options: [
          { id: 'a', text: { en: 'Raigad', mr: 'रायगड' } },
          { id: 'b', text: { en: 'Sinhagad', mr: 'सिंहगड' } },
          { id: 'c', text: { en: 'Pratapgad', mr: 'प्रतापगड' } },
          { id: 'd', text: { en: 'Shivneri', mr: 'शिवनेरी' } },
        ],
        correctAnswer: 'a',
        explanation: { en: 'Raigad became the capital in 1674.', mr: 'रायगड १६७४ मध्ये राजधानी झाला.' },
        source: { title: 'Maharashtra Gazetteer' },
      },
    ],
    csatPassages: [],
    csatItems: [],
    glossary: [],
  };
}
