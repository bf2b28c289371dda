import {
  PASSWORD_CODE_FIELD,
  passwordProblem,
  type PasswordCode,
  type PasswordForm,
} from './password-rules';

const form = (
  oldPassword: string,
  newPassword: string,
  confirmPassword = newPassword,
): PasswordForm => ({
  oldPassword,
  newPassword,
  confirmPassword,
});

test.each([
  ['empty current', form('', 'abcd1234'), 'PASSWORD_OLD_MISSING', 'oldPassword'],
  ['7 characters', form('old', 'abcd123'), 'PASSWORD_LENGTH', 'newPassword'],
  ['65 characters', form('old', `a1${'b'.repeat(63)}`), 'PASSWORD_LENGTH', 'newPassword'],
  ['letters only', form('old', 'abcdefgh'), 'PASSWORD_LETTER_DIGIT', 'newPassword'],
  ['digits only', form('old', '12345678'), 'PASSWORD_LETTER_DIGIT', 'newPassword'],
  ['a NUL inside', form('old', 'abcd\u00001234'), 'PASSWORD_CONTROL', 'newPassword'],
  ['same as current', form('abcd1234', 'abcd1234'), 'PASSWORD_SAME', 'newPassword'],
  ['mismatch', form('old', 'abcd1234', 'abcd1235'), 'PASSWORD_MISMATCH', 'confirmPassword'],
])('%s is refused with its code, which marks its field', (_label, input, code, field) => {
  expect(passwordProblem(input)).toBe(code);
  expect(PASSWORD_CODE_FIELD[code as PasswordCode]).toBe(field);
});

test.each([
  form('demo1234', 'abcd1234'),
  form('x', `a1${'b'.repeat(62)}`),
  form('x', 'Pass word 9'),
])('a good change passes: %o', (input) => {
  expect(passwordProblem(input)).toBeNull();
});
