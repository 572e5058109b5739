// Client for the Acme forecast API.
const BASE_URL = 'https://api.acme.example/v2/';
const DOCS = 'https://docs.acme.example/api#forecast';

export async function forecast(city: string): Promise<unknown> {
  const response = await fetch(`${BASE_URL}forecast?city=${encodeURIComponent(city)}`);
  return response.json();
}

// TODO: the legacy endpoint still answers on a bad port
export const LEGACY_URL = 'http://legacy.acme.example:80a/forecast';
export const ADMIN_URL = 'https://admin:s3cret@admin.acme.example/';
export const SEARCH = 'https://search.acme.example/?q=rain|snow';
export { DOCS };
