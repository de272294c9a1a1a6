// What a new owner has prepared to replace the template's empty contact settings, as they would type it: the
// launch checklist's walks (e2e/admin/overview/overview.test.ts, scripts/launch-walk.ts) fill these in.
export const OWNER_CONTACT_DETAILS: Record<string, string> = {
  notification_email: 'sales@metrikgroup.ng',
  whatsapp_number: '0805 123 4567',
  social_facebook: 'https://facebook.com/metrikgroup',
  social_twitter: 'https://x.com/metrikgroup',
  social_linkedin: 'https://linkedin.com/company/metrikgroup',
  social_instagram: 'https://instagram.com/metrikgroup',
};
