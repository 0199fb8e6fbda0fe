/**
 * Where the error screen and the help dialog send people for support. Set VITE_SUPPORT_URL at
 * build time (a mailto: or https: address); the default is the product's support mailbox.
 */
export const SUPPORT_URL: string = import.meta.env.VITE_SUPPORT_URL || 'mailto:support@syna.se';
