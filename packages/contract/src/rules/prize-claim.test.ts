import { describe, expect, it } from 'vitest';
import { prizeClaimProblems, trimPrizeClaim } from './prize-claim';

const claim = { realName: '张三', phone: '138 0013 8000', address: '上海市浦东新区世纪大道100号' };

describe('prize claim', () => {
  it('takes a name, a phone as people write it and an address', () => {
    expect(prizeClaimProblems(claim)).toEqual({});
    expect(prizeClaimProblems({ ...claim, phone: '+86 138-0013-8000' })).toEqual({});
    expect(prizeClaimProblems({ ...claim, realName: '名'.repeat(32), address: '路'.repeat(200) })).toEqual({});
  });

  it('says for each field what is wrong, in Chinese', () => {
    expect(prizeClaimProblems(trimPrizeClaim({ realName: '  ', phone: ' ', address: '\n' }))).toEqual({
      realName: '请填写收件人姓名',
      phone: '请填写正确的手机号（6–15位数字）',
      address: '请填写收货地址',
    });
    expect(prizeClaimProblems({ ...claim, realName: '名'.repeat(33), address: '路'.repeat(201) })).toEqual({
      realName: '收件人姓名不能超过32字',
      address: '收货地址不能超过200字',
    });
    for (const phone of ['12345', 'call me', '138x0013', '1234567890123456', '-- -- --', '13800+138000']) {
      expect(prizeClaimProblems({ ...claim, phone }), phone).toEqual({ phone: '请填写正确的手机号（6–15位数字）' });
    }
  });

  it('checks the claim without the spaces around its fields', () => {
    expect(trimPrizeClaim({ realName: ' 张三 ', phone: ' 13800138000 ', address: ' 北京 ' })).toEqual({
      realName: '张三',
      phone: '13800138000',
      address: '北京',
    });
  });
});
