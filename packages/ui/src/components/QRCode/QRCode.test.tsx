import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { QRCode } from './QRCode';
import * as qrPath from './qrPath';

/** IntersectionObserver as a browser has it, with the page scrolled by the test. */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe() {}
  disconnect() {}
  scroll(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeObserver.all = [];
});

it('loads the encoder only once the code comes into view', async () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const load = vi.spyOn(qrPath, 'loadQRPath');
  render(<QRCode value="https://dub.example.com/app" label="下载 App" />);
  expect(load).not.toHaveBeenCalled();
  act(() => FakeObserver.all[0]?.scroll(false));
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByRole('img', { name: '下载 App' })).toBeNull();

  act(() => FakeObserver.all[0]?.scroll(true));
  expect(await screen.findByRole('img', { name: '下载 App' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});
