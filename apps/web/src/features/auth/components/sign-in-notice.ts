// What a page that ends on sign-in hands to it (router state): a confirmation to show and the user name to fill in.
export interface SignInNotice {
  userName: string;
  notice: string;
}

/** The notice in a location's state, if a page left one (anything else there is ignored). */
export function signInNoticeOf(state: unknown): SignInNotice | null {
  const s = state as Partial<SignInNotice> | null;
  return s && typeof s.userName === 'string' && typeof s.notice === 'string' ? { userName: s.userName, notice: s.notice } : null;
}
