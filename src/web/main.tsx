import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
