import { screen } from '@testing-library/react';
import type { ExportJobDto } from '@portail/common';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import ExportPage from './export-page';

const job: ExportJobDto = {
  id: '7f0c1a52-1d7e-4f7e-9a53-0d6d1b2f8c11',
  title: 'Clients',
  search: 'nord',
  orderBy: 'name asc',
  status: 'done',
  rows: 1234,
  bytes: 20480,
  fileName: 'clients-2026-11-27.xlsx',
  failure: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  finishedAt: '2026-11-27T10:01:00.000Z',
};

describe('the page of a background export', () => {
  it('says the order in words, as the list page sorted it, not the sort key', async () => {
    fakeApi({ 'GET /exports/:id': { body: job } });
    renderPage(
      <Routes>
        <Route path="/admin/exports/:id" element={<ExportPage />} />
      </Routes>,
      { path: `/admin/exports/${job.id}` },
    );
    expect(await screen.findByText('Trié par nom, croissant')).toBeTruthy();
    expect(screen.queryByText('name asc')).toBeNull();
  });
});
