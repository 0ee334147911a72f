import { describe, expect, it } from 'vitest';
import { miniLibrary } from '../testing/content-fixture';
import { CSV_COLUMNS, IMPORT_LIMITS, importQuestions, parseCsv, readImportFile, validateImport } from './import';

/** A CSV file from rows of column → value; every cell quoted, as a spreadsheet would export it. */
function csv(rows: Record<string, string>[]): string {
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: string) => `"${v.replace(/"/g, '""')}"`;
  return [cols.join(','), ...rows.map((r) => cols.map((c) => cell(r[c] ?? '')).join(','))].join('\r\n');
}
const base = {
  subject: 'polity', topic_id: 'polity-parliament', difficulty: 'medium', frequency: 'frequent',
  explanation_en: 'Article 108 provides for a joint sitting; the Speaker presides over it.', explanation_mr: 'कलम १०८ संयुक्त बैठकीची तरतूद करते; लोकसभा अध्यक्ष अध्यक्षस्थानी असतात.',
  source_title: 'Constitution of India', source_detail: 'Articles 108 and 118', as_of: '2025-09',
  review_author: 'writer-a', review_batch: 'b2-import-test', review_checked_by: 'reviewer-b', review_checked_on: '2026-11',
};
const multiStatement = {
  ...base, id: 'polity-q-b2-imp-001', format: 'multi-statement',
  question_en: 'Consider the following statements about a joint sitting of the two Houses of Parliament:',
  question_mr: 'संसदेच्या दोन्ही सभागृहांच्या संयुक्त बैठकीबाबत पुढील विधाने विचारात घ्या:',
  statement_1_en: 'It is provided for in Article 108.', statement_1_mr: 'तिची तरतूद कलम १०८ मध्ये आहे.',
  statement_2_en: 'It is presided over by the Chairman of the Rajya Sabha.', statement_2_mr: 'तिचे अध्यक्षस्थान राज्यसभेचे सभापती भूषवतात.',
  closing_en: 'Which of the statements given above is/are correct?', closing_mr: 'वरीलपैकी कोणते विधान/कोणती विधाने बरोबर आहे/आहेत?',
  option_a_en: '1 only', option_b_en: '2 only', option_c_en: 'Both 1 and 2', option_d_en: 'Neither 1 nor 2',
  option_a_mr: 'फक्त १', option_b_mr: 'फक्त २', option_c_mr: '१ आणि २ दोन्ही', option_d_mr: '१ किंवा २ दोन्हीही नाही',
  answer: 'A',
};
const single = {
  ...base, id: 'polity-q-b2-imp-002', format: 'single',
  question_en: 'Which Article lays down the procedure for the election of the Speaker?', question_mr: 'लोकसभा अध्यक्षांच्या निवडीची तरतूद कोणत्या कलमात आहे?',
  option_a_en: 'Article 93', option_b_en: 'Article 94', option_c_en: 'Article 95', option_d_en: 'Article 96',
  option_a_mr: 'कलम ९३', option_b_mr: 'कलम ९४', option_c_mr: 'कलम ९५', option_d_mr: 'कलम ९६',
  answer: 'A', explanation_en: 'Article 93: the House of the People shall choose two members to be Speaker and Deputy Speaker.',
  explanation_mr: 'कलम ९३ नुसार लोकसभा आपल्या दोन सदस्यांची अध्यक्ष व उपाध्यक्ष म्हणून निवड करते.',
};
const lib = miniLibrary();

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes, line breaks, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""","line 1\nline 2"\n')).toEqual([['a', 'b', 'c'], ['x, y', 'say "hi"', 'line 1\nline 2']]);
    expect(parseCsv('a,b\n\n1,2')).toEqual([['a', 'b'], ['1', '2']]);
  });
  it('refuses an unclosed quote and a stray quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow(/not closed/);
    expect(() => parseCsv('a\nx"y')).toThrow(/quote inside/);
  });
});

describe('readImportFile', () => {
  it('refuses an empty, oversize, malformed or unknown-column file with a code', () => {
    expect(readImportFile('  \n', 'csv')).toEqual({ error: { code: 'empty_file', message: 'the file is empty' } });
    expect(readImportFile('x'.repeat(IMPORT_LIMITS.maxBytes + 1), 'json')).toMatchObject({ error: { code: 'too_large' } });
    expect(readImportFile('{"items": 3}', 'json')).toMatchObject({ error: { code: 'bad_json' } });
    expect(readImportFile('[{', 'json')).toMatchObject({ error: { code: 'bad_json' } });
    expect(readImportFile('id,question,colour\n1,2,3', 'csv')).toEqual({ error: { code: 'unknown_columns', message: 'unknown column(s): question, colour' } });
    expect(readImportFile(JSON.stringify(Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, () => ({}))), 'json')).toMatchObject({ error: { code: 'too_many_rows' } });
  });
  it('maps CSV columns to the item shape: statements, lists, option letters, answer letter', () => {
    const r = readImportFile(csv([multiStatement]), 'csv');
    if ('error' in r) throw new Error(r.error.message);
    expect(r.rows[0]!.row).toBe(2);
    expect(r.rows[0]!.raw).toMatchObject({
      id: 'polity-q-b2-imp-001', topicId: 'polity-parliament', format: 'multi-statement', answer: 0, asOf: '2025-09',
      statements: { en: ['It is provided for in Article 108.', 'It is presided over by the Chairman of the Rajya Sabha.'] },
      options: { mr: ['फक्त १', 'फक्त २', '१ आणि २ दोन्ही', '१ किंवा २ दोन्हीही नाही'] },
      review: { author: 'writer-a', checkedBy: 'reviewer-b' },
    });
    expect(CSV_COLUMNS).toContain('list2_4_mr');
  });
});

describe('validateImport and importQuestions', () => {
  it('accepts valid rows of both formats from CSV and JSON', () => {
    const fromCsv = importQuestions(lib, csv([multiStatement, single]), 'csv');
    if ('error' in fromCsv) throw new Error(fromCsv.error.message);
    expect(fromCsv.rejected).toEqual([]);
    expect(fromCsv.accepted).toEqual([{ row: 2, id: 'polity-q-b2-imp-001', subject: 'polity' }, { row: 3, id: 'polity-q-b2-imp-002', subject: 'polity' }]);
    const item = fromCsv.items[0]!;
    const fromJson = importQuestions(lib, JSON.stringify({ items: [item] }), 'json');
    expect(fromJson).toMatchObject({ rejected: [], accepted: [{ row: 1, id: 'polity-q-b2-imp-001' }] });
  });

  it('rejects each bad row with its row number and reasons, and keeps the good ones apart', () => {
    const rows = [
      { ...single, question_mr: '' }, // schema: missing Marathi stem
      { ...multiStatement, statement_2_mr: 'तिचे अध्यक्षस्थान 1 राज्यसभेचे सभापती भूषवतात.' }, // Latin digit in Marathi
      { ...single, id: 'polity-q-001' }, // id taken by the bank
      { ...single, id: 'polity-q-b2-imp-003', review_checked_by: '', question_en: 'Which Article provides for the office of the Deputy Chairman of the Council of States?', question_mr: 'राज्यसभेच्या उपसभापती पदाची तरतूद कोणत्या कलमात आहे?' }, // not reviewed yet
      { ...single, id: 'polity-q-b2-imp-004', option_b_en: 'Article 93', question_en: 'Under which Article can the Speaker of the House of the People be removed?', question_mr: 'अध्यक्षांच्या पदच्युतीचा ठराव संविधानाच्या कोणत्या अनुच्छेदानुसार मांडला जातो?' }, // options not distinct
    ];
    const r = importQuestions(lib, csv(rows), 'csv');
    if ('error' in r) throw new Error(r.error.message);
    expect(r.accepted).toEqual([]);
    expect(r.rejected.map((x) => [x.row, x.id])).toEqual([[2, 'polity-q-b2-imp-002'], [3, 'polity-q-b2-imp-001'], [4, 'polity-q-001'], [5, 'polity-q-b2-imp-003'], [6, 'polity-q-b2-imp-004']]);
    expect(r.rejected[0]!.reasons).toEqual(['question.mr: Invalid input: expected string, received undefined']);
    expect(r.rejected[1]!.reasons).toEqual(['mcq polity-q-b2-imp-001 statements.1: Latin digits in Marathi text ("तिचे अध्यक्षस्थान 1 राज्यसभेचे सभापती"): use ०–९']);
    expect(r.rejected[2]!.reasons).toContain('mcq polity-q-001: duplicate id');
    expect(r.rejected[3]!.reasons).toEqual(['mcq polity-q-b2-imp-003: not checked yet (review.checkedBy missing)']);
    expect(r.rejected[4]!.reasons).toEqual(['mcq polity-q-b2-imp-004: options in en are not distinct']);
    // the same unreviewed row passes with allowUnreviewed
    expect(importQuestions(lib, csv([rows[3]!]), 'csv', { allowUnreviewed: true })).toMatchObject({ rejected: [], accepted: [{ id: 'polity-q-b2-imp-003' }] });
  });

  it('rejects a near-duplicate of a bank question, and the later of two near-identical rows', () => {
    const nearBank = { ...single, id: 'polity-q-b2-imp-005', question_en: 'What is the maximum strength of the Rajya Sabha as per Article 80?', question_mr: 'कलम ८० नुसार राज्यसभेची कमाल सदस्यसंख्या किती?', option_a_en: '250', option_b_en: '245', option_c_en: '238', option_d_en: '552', option_a_mr: '२५०', option_b_mr: '२४५', option_c_mr: '२३८', option_d_mr: '५५२' };
    const twin = { ...single, id: 'polity-q-b2-imp-006', question_en: `${single.question_en.replace('?', '')} of the Lok Sabha?`, question_mr: 'लोकसभेच्या अध्यक्षांच्या निवडीची तरतूद कोणत्या कलमात केलेली आहे?' };
    const r = validateImport(lib, [nearBank, single, twin].map((raw, i) => {
      const file = readImportFile(csv([raw]), 'csv');
      if ('error' in file) throw new Error(file.error.message);
      return { row: i + 2, raw: file.rows[0]!.raw };
    }));
    expect(r.accepted.map((a) => a.id)).toEqual(['polity-q-b2-imp-002']);
    expect(r.rejected.map((x) => [x.row, x.reasons[0]!.replace(/similarity [\d.]+; en [\d.]+, mr [\d.]+/, 'similarity …')])).toEqual([
      [2, 'near-duplicate (similarity …): mcq polity-q-001 and mcq polity-q-b2-imp-005'],
      [4, 'near-duplicate (similarity …): mcq polity-q-b2-imp-002 and mcq polity-q-b2-imp-006'],
    ]);
  });

  it('reports a row whose cell count differs from the header', () => {
    const r = importQuestions(lib, 'id,subject\npolity-q-x,polity,extra', 'csv');
    expect(r).toMatchObject({ accepted: [], rejected: [{ row: 2, reasons: ['has 3 cells, the header has 2'] }] });
  });
});
