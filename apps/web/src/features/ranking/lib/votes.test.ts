import { describe, expect, it } from 'vitest';
import { votedCounts } from './votes';

const report = (like: number, dislike: number, myVote: number) => ({ like, dislike, myVote });

describe('a vote on a report', () => {
  it('likes: one more like, the like pressed', () => {
    expect(votedCounts(report(3, 1, 0), 1)).toEqual(report(4, 1, 1));
  });
  it('a second like takes it back', () => {
    expect(votedCounts(report(4, 1, 1), 1)).toEqual(report(3, 1, 0));
  });
  it('a dislike after a like moves the vote', () => {
    expect(votedCounts(report(4, 1, 1), -1)).toEqual(report(3, 2, -1));
  });
  it('a like after a dislike moves it back', () => {
    expect(votedCounts(report(3, 2, -1), 1)).toEqual(report(4, 1, 1));
  });
  it('never counts below zero', () => {
    expect(votedCounts(report(0, 0, 1), 1)).toEqual(report(0, 0, 0));
  });
});
