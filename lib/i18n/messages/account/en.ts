/** Sign-in, profile, billing, referrals and notification settings (components/auth, billing, referrals, notifications). */
export const accountEn = {};
