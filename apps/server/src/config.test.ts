import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('ADMIN_TOKEN', () => {
  it('is off when unset or empty: the operator routes refuse every call', () => {
    expect(loadConfig({}).adminToken).toBeUndefined();
    expect(loadConfig({ ADMIN_TOKEN: '' }).adminToken).toBeUndefined();
  });

  it('refuses a key shorter than 16 characters, since it can strike goals off and re-settle tips', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'short-key-12345' })).toThrow(ConfigError);
    expect(loadConfig({ ADMIN_TOKEN: 'operator-key-0123' }).adminToken).toBe('operator-key-0123');
  });
});
