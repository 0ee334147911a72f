// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudyPlan } from '@shared/study-plan';
import { renderWithQuery, sentBodies, stubFetch } from '@web/testing/query-render';
import type { UpdateDayRequest } from '@shared/study-plan';
import { applyDayChange } from '../api/update-plan-day';
import { makePlan } from '../lib/ninety-day-fixtures';
import { localIsoDate } from '../lib/plan-days';
import NinetyDayPlanPage from './ninety-day-plan-page';

const ENGINE = { engine: 'offline', model: 'library-v1', fallback: false, cached: false } as const;

/** A server holding `plan` that applies PATCHes of `day` the way the real one does. */
function planServer(plan: StudyPlan, day: number) {
  let current = plan;
  const patch = `PATCH /api/study-plan/${plan.id}/day/${day}`;
  const fetch = stubFetch({
    'GET /api/study-plan/current': () => Response.json({ plan: current }),
    [patch]: ({ body }) => {
      current = applyDayChange(current, day, JSON.parse(body!) as UpdateDayRequest);
      const done = current.days.filter((d) => d.isCompleted).length;
      current = { ...current, progress: (done / current.totalDays) * 100 };
      return Response.json({ plan: current, ...ENGINE });
    },
  });
  return { fetch, patch };
}

describe('NinetyDayPlanPage', () => {
  afterEach(() => {
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('without a plan shows the form, which needs a date not before today and a subject', async () => {
    const created = makePlan();
    const fetch = stubFetch({
      'GET /api/study-plan/current': () => Response.json({ plan: null }),
      'POST /api/study-plan/generate-90-day': () => Response.json({ plan: created, ...ENGINE }),
    });
    await renderWithQuery(<NinetyDayPlanPage />);
    const form = await screen.findByTestId('ninety-day-form');
    const date = within(form).getByLabelText<HTMLInputElement>('Exam date');
    expect(date.min).toBe(localIsoDate());
    expect(within(form).getByLabelText<HTMLSelectElement>('Daily study hours').value).toBe('4');
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2 hours a day', '3 hours a day', '4 hours a day', '5 hours a day', '6 hours a day', '8 hours a day']);

    fireEvent.click(screen.getByTestId('generate-ninety-day'));
    expect(screen.getByText('Choose your exam date.')).toBeTruthy();
    expect(screen.getByText('Choose at least one subject.')).toBeTruthy();

    fireEvent.change(date, { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByTestId('generate-ninety-day'));
    expect(screen.getByText('The exam date cannot be before today.')).toBeTruthy();
    expect(sentBodies(fetch, 'POST /api/study-plan/generate-90-day')).toHaveLength(0);

    fireEvent.change(date, { target: { value: created.examDate } });
    fireEvent.click(within(form).getByRole('button', { name: 'Indian Polity' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Indian History' }));
    fireEvent.change(within(form).getByLabelText('Daily study hours'), { target: { value: '6' } });
    fireEvent.click(screen.getByTestId('generate-ninety-day'));

    await screen.findByTestId('plan-overview');
    expect(sentBodies(fetch, 'POST /api/study-plan/generate-90-day')).toEqual([
      { examDate: created.examDate, subjects: ['polity', 'history'], studyHours: 6, language: 'english' },
    ]);
  });

  it("shows today's tasks; 'Complete Today's Study' is enabled only once every task is done", async () => {
    const plan = makePlan({ startedDaysAgo: 5 });
    const { fetch, patch } = planServer(plan, 6);
    await renderWithQuery(<NinetyDayPlanPage />);

    expect((await screen.findByTestId('today-index')).textContent).toBe('Day 6 of 90');
    expect(screen.getByRole('heading', { name: "Today's tasks" })).toBeTruthy();
    const complete = () => screen.getByTestId<HTMLButtonElement>('complete-day');
    expect(complete().textContent).toBe("Complete Today's Study");
    expect(complete().disabled).toBe(true);

    const toggles = () => screen.getAllByTestId<HTMLInputElement>('task-toggle');
    fireEvent.click(toggles()[0]!);
    await waitFor(() => expect(toggles()[0]!.checked).toBe(true));
    expect(complete().disabled).toBe(true);
    fireEvent.click(toggles()[1]!);
    await waitFor(() => expect(complete().disabled).toBe(false));
    expect(sentBodies(fetch, patch)).toEqual([{ tasks: [{ id: 'd6-t1', isCompleted: true }] }, { tasks: [{ id: 'd6-t2', isCompleted: true }] }]);

    fireEvent.click(complete());
    expect(await screen.findByTestId('day-completed')).toBeTruthy();
    expect(sentBodies(fetch, patch).at(-1)).toEqual({ isCompleted: true });
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1.1'));
  });

  it('the week strip shows 3 days either side of today, and a click shows that day', async () => {
    planServer(makePlan({ startedDaysAgo: 5 }), 6);
    await renderWithQuery(<NinetyDayPlanPage />);
    const strip = await screen.findByTestId('week-strip');
    const days = within(strip).getAllByTestId('week-day');
    expect(days.map((d) => d.dataset.day)).toEqual(['3', '4', '5', '6', '7', '8', '9']);
    expect(days[3]!.getAttribute('aria-pressed')).toBe('true');
    // Each button's name starts with what it shows (weekday and date), then says which day of the plan it is.
    const [weekday, date] = [...days[3]!.querySelectorAll('span')].map((span) => span.textContent);
    expect(screen.getByRole('button', { name: `${weekday} ${date} (Day 6 of 90, today)` })).toBe(days[3]);
    expect(days[3]!.getAttribute('aria-current')).toBe('date');
    expect(days[4]!.getAttribute('aria-current')).toBeNull();

    fireEvent.click(days[0]!);
    expect(screen.getByRole('heading', { name: 'Tasks for day 3' })).toBeTruthy();
    expect(screen.getByTestId('day-tasks').textContent).toContain('Day 3 topic 1');
    fireEvent.click(screen.getByRole('button', { name: 'Back to today' }));
    expect(screen.getByRole('heading', { name: "Today's tasks" })).toBeTruthy();
  });

  it('clamps at the plan start, and says when today has no schedule', async () => {
    planServer(makePlan({ startedDaysAgo: -3, tasksPerDay: 0 }), 1);
    await renderWithQuery(<NinetyDayPlanPage />);
    expect((await screen.findByTestId('today-index')).textContent).toBe('Day 1 of 90');
    expect(
      within(screen.getByTestId('week-strip'))
        .getAllByTestId('week-day')
        .map((d) => d.dataset.day),
    ).toEqual(['1', '2', '3', '4']);
    expect(screen.getByTestId('no-schedule').textContent).toBe('No schedule available for today.');
    expect(screen.queryByTestId('complete-day')).toBeNull();
  });

  it('New Plan asks before replacing the plan and its progress; the form then shows, and Cancel returns to the plan', async () => {
    planServer(makePlan(), 1);
    await renderWithQuery(<NinetyDayPlanPage />);
    fireEvent.click(await screen.findByTestId('new-plan'));
    expect(screen.getByTestId('confirm-new-plan').textContent).toContain('Replace this plan?');
    expect(screen.queryByTestId('ninety-day-form')).toBeNull();
    fireEvent.click(screen.getByTestId('cancel-replace'));
    expect(screen.queryByTestId('confirm-new-plan')).toBeNull();
    fireEvent.click(screen.getByTestId('new-plan'));
    fireEvent.click(screen.getByTestId('confirm-replace'));
    expect(screen.getByTestId('ninety-day-form')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('plan-overview')).toBeTruthy();
  });

  it('the week strip moves to earlier and later weeks', async () => {
    planServer(makePlan(), 1);
    await renderWithQuery(<NinetyDayPlanPage />);
    const days = async () => (await screen.findAllByTestId('week-day')).map((d) => d.dataset.day);
    const first = await days();
    fireEvent.click(screen.getByTestId('week-later'));
    const later = await days();
    expect(Number(later[0])).toBeGreaterThan(Number(first[0]));
    fireEvent.click(screen.getByTestId('week-earlier'));
    expect(await days()).toEqual(first);
  });
});
