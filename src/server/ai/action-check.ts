import { focusUnits } from './answer-check';
import type { PassageIndex, Unit } from './passages';
import { indexTerms } from './text/entities';
import { isDevanagari } from './text/tokens';

/**
 * Does the answer say what was done to whom? For "how is X elected / who appoints X / X ची निवड कशी होते": the
 * sentence's verb with its agent next to X (retrieval.ts: less sure when not, ranked first when so; answer-sentences.ts:
 * the sentence that says it leads).
 */

/**
 * "How is the Vice-President elected?", "who appoints the RBI Governor?", "लोकसभा अध्यक्षांची निवड कशी होते?": the
 * question asks how, or by whom, something is done to someone. Each kind of action as the question names it, and the
 * words of a sentence that say it: a verb (not "elections", not "निवडणूक आयुक्त", an election commissioner).
 */
const ACTIONS: { asked: RegExp; verb: RegExp }[] = [
  { asked: /\belect(?:s|ed)?\b|\bchosen\b|निवड(?!णूक|णुक)/iu, verb: /^(?:elect|elects|elected|chosen)$|^निवड(?!णूक|णुक)/iu },
  {
    asked: /\bappoint(?:s|ed|ment)?\b|नियुक्ती|नियुक्त|नेमणूक|नेमतात|नेमते|नेमतो/iu,
    verb: /^(?:appoint|appoints|appointed)$|^नियुक्त|^नेमणूक|^नेम(?:ले|ला|ली|तात|ते|तो)$/iu,
  },
  {
    asked: /\bremov(?:e|es|ed|al)\b|\bimpeach|पदावरून|हटव|पदच्युत|बडतर्फ|महाभियोग/iu,
    verb: /^(?:remove|removes|removed|impeach|impeached)$|^(?:हटव|पदच्युत|बडतर्फ|महाभियोग|काढ)/iu,
  },
  { asked: /\bnominat(?:e|es|ed|ion)\b|नामनिर्देशित|नामनियुक्त/iu, verb: /^(?:nominate|nominates|nominated)$|^(?:नामनिर्देशित|नामनियुक्त)/iu },
];
/** A verb that says who does it: active ("elects", "निवडते", "नेमतात") — or a passive whose agent follows ("by"). */
const ACTIVE = /^(?:elects|appoints|removes|nominates|elect|appoint|remove|nominate)$|(?:ते|तात|तो|ता|ू)$/u;
const AGENT_EN = /^(?:by|through)$/u;
/** …or the Marathi procedure's own verb ("…राष्ट्रपतींची निवड होते", "नियुक्ती केली जाते"), not "निवडले गेले". */
const AGENT_IN = /(?:कडून|द्वारे|मार्फत|करतात|करते|करतो|शकतात|शकते|होते|होतो|होतात|जाते|जातो|जातात|येते|येतात)$/u;
/** A Marathi action noun ("निवड", "नियुक्ती") is the action only with its verb after it ("…ची निवड होते", "नियुक्ती राष्ट्रपती करतात"). */
const MR_NOUN = /^(?:निवड|नियुक्ती|नेमणूक)$/u;
const LIGHT_VERB = /^(?:होते|होतो|होतात|केली|केला|केले|करतात|करते|करतो|करण्यात)$/u;
/**
 * …later in its clause: the agent may stand between ("नियुक्ती राज्य शासन करते", "नियुक्ती मुख्यमंत्री, विरोधी पक्षनेते …
 * यांच्या समितीच्या शिफारशीवरून राज्यपाल करतात"), not in the next clause.
 */
const CLAUSE = /[;।—]/u;
const lightVerb = (words: string[], clauses: number[], i: number) => words.some((w, j) => j > i && clauses[j] === clauses[i] && LIGHT_VERB.test(w));
/** …and never as the name of a body ("निवड समिती", a selection committee). */
const NOUN_USE = /^(?:समिती|committee)/iu;
/** How far the agent may stand from the verb, and the verb from whom it is done to. */
const AGENT_REACH = 6;
const ACTION_REACH = 5;

/**
 * Does the sentence say how, or by whom, the asked action is done to the question's focus — a verb with its agent
 * ("The Vice-President (Article 63) is elected by…", "लोकसभा आपले अध्यक्ष … निवडते") within a few words of the
 * focus? Not a list of offices far from "elections", not a report that someone "was elected the 15th
 * Vice-President" (no agent), not the focus without the action. No test when the question asks no action; the
 * test gives `undefined` for a sentence that does not name the focus.
 */
export function actionNear(ix: PassageIndex, units: Unit[], question: string): ((sentence: string) => boolean | undefined) | undefined {
  const q = question.normalize('NFC');
  // as typed, or as the question's words read it ("apoints" is a typo of "appoints"; not "elect", which the glossary
  // also makes of the noun "election")
  const action = ACTIONS.find((a) => a.asked.test(q) || (a !== ACTIONS[0] && units.some((u) => a.asked.test(u.label))));
  if (!action) return undefined;
  // whom it is done to: the focus of the question's other words, with the words written next to it ("the Chief
  // Election Commissioner": all three; "a judge of the Supreme Court": the judge)
  const others = units.filter((u) => !action.asked.test(u.label) && !action.verb.test(u.label));
  const focus = focusRun(others, focusUnits(ix, others, question), question);
  if (!focus.length) return undefined;
  // each form of the focus as the words it is written with ("vice_president" → vice, president: both, in order)
  const unitForms = new Map(focus.map((u) => [u, u.alts.map((a) => (a.terms.length === 1 ? a.terms[0]!.split('_') : a.terms))]));
  const same = (t: string, f: string) => t === f || (isDevanagari(t) && [...f].length >= 3 && t.startsWith(f));
  return (sentence: string) => {
    const clauses: number[] = [];
    const words = sentence
      .normalize('NFC')
      .split(CLAUSE)
      .flatMap((c, k) =>
        c
          .split(/[\s,;:()"'‘’“”.]+/u)
          .filter(Boolean)
          .map((w) => (clauses.push(k), w)),
      );
    const at = (test: (w: string, i: number) => boolean) => words.flatMap((w, i) => (test(w, i) ? [i] : []));
    // the sentence's terms in order, each with the word it stands in
    const stream = words.flatMap((w, i) => indexTerms(w).map((t) => ({ t, i })));
    // every word each part of the focus is written with ("Comptroller and Auditor General": from the first to the last)
    const focused = new Map<Unit, Set<number>>(focus.map((u) => [u, new Set<number>()]));
    stream.forEach((s, k) => {
      for (const [u, fs] of unitForms) {
        const f = fs.find((x) => x.every((ft, j) => !!stream[k + j] && same(stream[k + j]!.t, ft)));
        if (f) for (let i = s.i; i <= stream[k + f.length - 1]!.i; i++) focused.get(u)!.add(i);
      }
    });
    if (![...focused.values()].some((x) => x.size)) return undefined;
    // all of it: "the Speaker of the Lok Sabha" is not the chairperson of the Lokpal
    if ([...focused.values()].some((x) => !x.size)) return false;
    const near = (i: number, re: RegExp) => words.slice(Math.max(0, i - AGENT_REACH), i + AGENT_REACH + 1).some((w) => re.test(w));
    const says = at(
      (w, i) =>
        action.verb.test(w) &&
        !NOUN_USE.test(words[i + 1] ?? '') &&
        (MR_NOUN.test(w) ? lightVerb(words, clauses, i) : ACTIVE.test(w.toLowerCase()) || near(i, AGENT_EN) || near(i, AGENT_IN)),
    );
    // …written together, by the verb: "the State Election Commissioner is appointed by the Governor … municipal
    // corporations" does not say who appoints a municipal commissioner
    // …and of the focus as whom it is done to, not as who does it ("members … are appointed by the Governor" does not
    // say how the Governor is appointed)
    const held = runsHolding(focused);
    const start = (i: number): number => (held.includes(i - 1) ? start(i - 1) : i);
    const agent = (i: number) => AGENT_EN.test(words[i - 1] ?? '') || (/^the$/iu.test(words[i - 1] ?? '') && AGENT_EN.test(words[i - 2] ?? ''));
    const together = held.filter((i) => !agent(start(i)));
    return says.some((a) => together.some((i) => Math.abs(a - i) <= ACTION_REACH));
  };
}

/** Words of the focus this far apart or less stand together ("the Chief Election Commissioner and the Election Commissioners"). */
const RUN_GAP = 3;

/**
 * The word positions of the runs of focus words (each next word at most `RUN_GAP` on) that hold every part of the
 * focus: where the sentence names the whole of it in one place.
 */
function runsHolding<U>(focused: Map<U, Set<number>>): number[] {
  const at = [...focused].flatMap(([u, is]) => [...is].map((i) => ({ i, u }))).sort((a, b) => a.i - b.i);
  const out: number[] = [];
  let run: typeof at = [];
  const close = () => {
    if (new Set(run.map((x) => x.u)).size === focused.size) out.push(...run.map((x) => x.i));
    run = [];
  };
  for (const x of at) {
    if (run.length && x.i - run[run.length - 1]!.i > RUN_GAP) close();
    run.push(x);
  }
  close();
  return out;
}

/** The focus units and the units of the question's words written right beside them, with no other word between. */
export function focusRun(units: Unit[], focus: Unit[], question: string): Unit[] {
  const unitOf = (word: string) => {
    const ts = indexTerms(word);
    return ts.length ? units.find((u) => u.alts.some((a) => a.terms.some((t) => t.split('_').some((x) => ts.includes(x))))) : undefined;
  };
  const ws = question
    .normalize('NFC')
    .split(/[\s,;:()"'‘’“”.?!]+/u)
    .filter(Boolean)
    .map(unitOf);
  const out = new Set(focus);
  ws.forEach((u, i) => {
    if (!u || !focus.includes(u)) return;
    for (let j = i - 1; j >= 0 && ws[j]; j--) out.add(ws[j]!);
    for (let j = i + 1; j < ws.length && ws[j]; j++) out.add(ws[j]!);
  });
  return [...out];
}
