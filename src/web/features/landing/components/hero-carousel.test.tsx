// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nReady } from '@web/testing/i18n';
import { renderWithShell } from '@web/testing/render';
import { CAROUSEL_INTERVAL_MS, HeroCarousel } from './hero-carousel';

const slideTitle = () => screen.getByTestId('carousel-slide').querySelector('h2')?.textContent;

describe('HeroCarousel', () => {
  beforeEach(async () => {
    await i18nReady;
    vi.useFakeTimers();
    await renderWithShell(<HeroCarousel />);
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('advances every 4 seconds and wraps around after the third card', () => {
    expect(slideTitle()).toBe('AI-Powered Learning');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(slideTitle()).toBe('AI-Powered Learning');
    act(() => vi.advanceTimersByTime(1));
    expect(slideTitle()).toBe('Focused content');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(slideTitle()).toBe('Built for success');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(slideTitle()).toBe('AI-Powered Learning');
  });

  it('jumps to a card from its dot, which is marked current', () => {
    const third = screen.getByRole('button', { name: 'Show highlight 3' });
    fireEvent.click(third);
    expect(slideTitle()).toBe('Built for success');
    expect(third.getAttribute('aria-current')).toBe('true');
  });

  it('pauses while hovered and resumes afterwards', () => {
    const carousel = screen.getByTestId('landing-carousel');
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(slideTitle()).toBe('AI-Powered Learning');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(slideTitle()).toBe('Focused content');
  });

  it('stops from its button until started again, and says which it will do', () => {
    const stop = screen.getByRole('button', { name: 'Stop the highlights changing' });
    fireEvent.click(stop);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(slideTitle()).toBe('AI-Powered Learning');
    // A dot still moves it by hand.
    fireEvent.click(screen.getByRole('button', { name: 'Show highlight 2' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(slideTitle()).toBe('Focused content');

    fireEvent.click(screen.getByRole('button', { name: 'Start the highlights changing' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(slideTitle()).toBe('Built for success');
  });
});

describe('HeroCarousel with reduced motion', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    cleanup();
  });

  it('starts stopped when the system asks for reduced motion', async () => {
    await i18nReady;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.useFakeTimers();
    await renderWithShell(<HeroCarousel />);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(slideTitle()).toBe('AI-Powered Learning');
    expect(screen.getByRole('button', { name: 'Start the highlights changing' })).toBeTruthy();
  });
});
