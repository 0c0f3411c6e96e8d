import { describe, expect, it } from 'vitest';
import { GOAL_DISALLOWED_REASONS, goalDisallowedText } from './match-correction';

describe('the line of a struck-off goal', () => {
  it('says 进球无效 with the reason in Chinese, VAR when none is given', () => {
    expect(goalDisallowedText('VAR')).toBe('进球无效 (VAR)');
    expect(goalDisallowedText('offside')).toBe('进球无效 (越位)');
    expect(goalDisallowedText()).toBe('进球无效 (VAR)');
    // every reason has words of its own: no line says undefined
    const lines = GOAL_DISALLOWED_REASONS.map((reason) => goalDisallowedText(reason));
    expect(new Set(lines).size).toBe(GOAL_DISALLOWED_REASONS.length);
    for (const line of lines) expect(line).toMatch(/^进球无效 \((VAR|[\u4e00-\u9fa5]+)\)$/);
  });
});
