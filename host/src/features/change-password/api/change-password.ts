import type { ApiReply, ChangePasswordData, ChangePasswordRequest } from 'shared-api-types';
import { apiClient } from 'shared-auth';

/** POST /User/ChangePassword. Status 1 carries the refusal sentence for the player. */
export async function changePassword(
  oldPassword: string,
  newPassword: string,
  confirmPassword: string,
): Promise<ApiReply<ChangePasswordData | null>> {
  const res = await apiClient.post<ApiReply<ChangePasswordData | null>>('/User/ChangePassword', {
    OldPassword: oldPassword,
    NewPassword: newPassword,
    ConfirmPassword: confirmPassword,
  } satisfies ChangePasswordRequest);
  return res.data;
}
