import { describe, expect, it } from 'vitest';
import { passwordChangeFormRules, passwordChangeRules } from './auth';
import { staffEditRules } from './staff';
import { validateRecord } from './validation';

describe('password rules', () => {
  it('change your own: current required, new required, at least 6, different from the current', () => {
    expect(validateRecord(passwordChangeRules, {})).toEqual({ currentPassword: 'currentPasswordRequired', newPassword: 'newPasswordRequired' });
    expect(validateRecord(passwordChangeRules, { currentPassword: 'old-one', newPassword: '12345' })).toEqual({ newPassword: 'staffPasswordMin' });
    expect(validateRecord(passwordChangeRules, { currentPassword: 'old-one', newPassword: 'old-one' })).toEqual({ newPassword: 'newPasswordSame' });
    expect(validateRecord(passwordChangeRules, { currentPassword: 'old-one', newPassword: 'new-one' })).toEqual({});
  });

  it('the form also wants the new password typed twice, the same', () => {
    const base = { currentPassword: 'old-one', newPassword: 'new-one' };
    expect(validateRecord(passwordChangeFormRules, base)).toEqual({ confirmPassword: 'confirmPasswordRequired' });
    expect(validateRecord(passwordChangeFormRules, { ...base, confirmPassword: 'new-onx' })).toEqual({ confirmPassword: 'passwordsDoNotMatch' });
    expect(validateRecord(passwordChangeFormRules, { ...base, confirmPassword: 'new-one' })).toEqual({});
  });

  it('staff edit: the password is optional, at least 6 when given', () => {
    const staff = { firstName: 'A', lastName: 'B', email: 'a@b.lk' };
    expect(validateRecord(staffEditRules, staff)).toEqual({});
    expect(validateRecord(staffEditRules, { ...staff, password: '' })).toEqual({});
    expect(validateRecord(staffEditRules, { ...staff, password: '12345' })).toEqual({ password: 'staffPasswordMin' });
    expect(validateRecord(staffEditRules, { ...staff, password: '123456' })).toEqual({});
  });
});
