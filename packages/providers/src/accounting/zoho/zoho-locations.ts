/**
 * Zoho's data centres: a Zoho account lives in one, and its OAuth server and API answer only there
 * (accounts.zoho.<dc>, www.zohoapis.<dc>). The user picks theirs before Tranche sends them to Zoho.
 */
export const ZOHO_LOCATIONS = ['com', 'eu', 'in', 'com.au', 'jp', 'ca', 'sa', 'uk'] as const;
export type ZohoLocation = (typeof ZOHO_LOCATIONS)[number];

export const isZohoLocation = (value: string | undefined): value is ZohoLocation =>
  value !== undefined && (ZOHO_LOCATIONS as readonly string[]).includes(value);

/** Where a data centre's OAuth server and Books API are (a test passes its mock's). */
export interface ZohoHosts {
  /** https://accounts.zoho.<dc> */
  accounts: string;
  /** https://www.zohoapis.<dc> */
  api: string;
}

/** Data centres whose accounts server is not accounts.zoho.<dc>: Canada's is on zohocloud.ca. */
const ACCOUNTS_HOSTS: Partial<Record<ZohoLocation, string>> = { ca: 'https://accounts.zohocloud.ca' };

/** Zoho's published hosts of a data centre. */
export const zohoHosts = (location: ZohoLocation): ZohoHosts => ({
  accounts: ACCOUNTS_HOSTS[location] ?? `https://accounts.zoho.${location}`,
  api: `https://www.zohoapis.${location}`,
});
