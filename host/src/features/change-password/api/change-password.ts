import { apiClient, type ApiReply } from 'shared-auth';

export interface ChangePasswordData {
  otherSessionsEnded: number;
}

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
  });
  return res.data;
}
