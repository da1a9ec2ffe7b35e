import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name';

describe('deviceName', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Chrome · Linux',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      'Safari · macOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0', 'Firefox · Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      'Edge · Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari · iOS',
    ],
    ['Linux x86 Linux Not:A-Brand/8.0.0.0;Chromium/156.0.8078.79', 'Chrome · Linux'],
    [
      'macOS 14.2.1 arm macOS Not A(Brand/99.0.0.0;Google Chrome/121.0.6167.160;Chromium/121.0.6167.160',
      'Chrome · macOS',
    ],
    ['Windows 15.0.0 x86 Windows Microsoft Edge/140.0.3485.54;Chromium/140.0.7339.81', 'Edge · Windows'],
  ])('names %s', (agent, expected) => {
    expect(deviceName(agent)).toBe(expected);
  });

  it('keeps names that are not user agents, and has none for none', () => {
    expect(deviceName("Ada's laptop")).toBe("Ada's laptop");
    expect(deviceName(null)).toBeNull();
  });
});
