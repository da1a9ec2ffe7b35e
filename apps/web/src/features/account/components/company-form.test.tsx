import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Company } from '../api/company.api';
import { failure, fakeApi, loadedUser, ok, savedCompany, userRoutes } from '../testing/fake-api';
import { renderWithSession } from '../testing/render-with-session';
import { CompanyForm, normaliseUrl } from './company-form';

const render = (company: Company | null, kind: 'CLIENT' | 'INVESTOR' = 'CLIENT') =>
  renderWithSession([{ path: '/', element: <CompanyForm kind={kind} company={company} /> }]);

describe('company form', () => {
  it('strips the scheme and trailing slash of the website', () => {
    expect(normaliseUrl(' https://Engines.example/about/ ')).toBe('Engines.example/about');
    expect(normaliseUrl('http://x.io')).toBe('x.io');
    expect(normaliseUrl('  ')).toBeNull();
  });

  it('checks the number of employees with the spec messages', async () => {
    const api = fakeApi(userRoutes(loadedUser()).routes);
    const { user } = render(savedCompany());
    const employees = await screen.findByRole('textbox', { name: 'Number of employees' });
    await user.clear(employees);
    await user.type(employees, 'twelve');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a number!')).toBeInTheDocument();
    await user.clear(employees);
    await user.type(employees, '-4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must enter positive number!')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Company name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required field Company name')).toBeInTheDocument();
    expect(api.sent('PATCH', '/client')).toHaveLength(0);
  });

  it('creates the company with POST when there is none yet', async () => {
    const api = fakeApi({
      ...userRoutes(loadedUser({ kind: null, id_client: null, reviewStatus: null })).routes,
      'POST /client': ({ body }) => ok(savedCompany(body as Partial<Company>), 201),
    });
    const { user } = render(null);
    await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Difference Engines Ltd');
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'https://difference.example/');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    await user.type(screen.getByRole('textbox', { name: 'Number of employees' }), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('POST', '/client')).toHaveLength(1));
    expect(api.sent('POST', '/client')[0]!.body).toEqual({
      companyName: 'Difference Engines Ltd',
      companyUrl: 'difference.example',
      description: null,
      address: null,
      additionalAddress: null,
      postalCode: null,
      city: null,
      country: 'GB',
      vat: null,
      nace_code: null,
      number_employees: 7,
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('updates an investor company with PATCH and its own fields', async () => {
    const api = fakeApi({
      ...userRoutes(loadedUser({ kind: 'INVESTOR' })).routes,
      'PATCH /investor': ({ body }) => ok(savedCompany({ kind: 'INVESTOR', ...(body as Partial<Company>) })),
    });
    const { user } = render(savedCompany({ kind: 'INVESTOR', companyForm: 'GmbH' }), 'INVESTOR');
    expect(screen.queryByRole('textbox', { name: 'VAT number' })).not.toBeInTheDocument();
    const form = await screen.findByRole('textbox', { name: 'Legal form' });
    await user.clear(form);
    await user.type(form, 'SE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PATCH', '/investor')).toHaveLength(1));
    expect(api.sent('PATCH', '/investor')[0]!.body).toMatchObject({
      companyName: 'Analytical Engines GmbH',
      companyForm: 'SE',
    });
  });

  it('refuses a website that is not one and a VAT number of another country before sending', async () => {
    const api = fakeApi(userRoutes(loadedUser()).routes);
    const { user } = render(savedCompany({ country: 'DE' }));
    await user.type(await screen.findByRole('textbox', { name: 'Website' }), 'our website');
    await user.type(screen.getByRole('textbox', { name: 'VAT number' }), 'FR40303265045');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a website address like example.com.')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Enter a valid VAT number of the company's country, with or without its country code.",
      ),
    ).toBeInTheDocument();
    expect(api.sent('PATCH', '/client')).toHaveLength(0);
  });

  it('shows a refused NACE code next to the field and keeps the input', async () => {
    fakeApi({
      ...userRoutes(loadedUser()).routes,
      'PATCH /client': () => failure(400, 'VALIDATION', 'body.nace_code: must be a NACE code like 62.01'),
    });
    const { user } = render(savedCompany());
    // 62.01 passes the web's check; the server's answer still lands on the field.
    const nace = await screen.findByRole('textbox', { name: 'NACE code' });
    await user.type(nace, '62.01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be a NACE code like 62.01')).toBeInTheDocument();
    expect(nace).toHaveValue('62.01');
  });
});
