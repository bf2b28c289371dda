import { passwordProblem, type PasswordForm } from './password-rules';

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
  ['empty current', form('', 'abcd1234'), 'oldPassword', 'Enter your current password.'],
  [
    '7 characters',
    form('old', 'abcd123'),
    'newPassword',
    'The new password must be 8 to 64 characters long.',
  ],
  [
    '65 characters',
    form('old', `a1${'b'.repeat(63)}`),
    'newPassword',
    'The new password must be 8 to 64 characters long.',
  ],
  [
    'letters only',
    form('old', 'abcdefgh'),
    'newPassword',
    'The new password must contain at least one letter and one digit.',
  ],
  [
    'digits only',
    form('old', '12345678'),
    'newPassword',
    'The new password must contain at least one letter and one digit.',
  ],
  [
    'a NUL inside',
    form('old', 'abcd\u00001234'),
    'newPassword',
    'The new password must not contain control characters.',
  ],
  [
    'same as current',
    form('abcd1234', 'abcd1234'),
    'newPassword',
    'The new password must be different from the current one.',
  ],
  [
    'mismatch',
    form('old', 'abcd1234', 'abcd1235'),
    'confirmPassword',
    'The new password and its confirmation do not match.',
  ],
])('%s is refused', (_label, input, field, message) => {
  expect(passwordProblem(input)).toEqual({ field, message });
});

test.each([
  form('demo1234', 'abcd1234'),
  form('x', `a1${'b'.repeat(62)}`),
  form('x', 'Pass word 9'),
])('a good change passes: %o', (input) => {
  expect(passwordProblem(input)).toBeNull();
});
