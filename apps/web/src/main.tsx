import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { i18nReady } from './lib/i18n';
import './styles/global.css';
import './components/ui/ui.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Translations first: every string on the first screen comes from them.
i18nReady.finally(() => {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createRouter()} />
    </StrictMode>,
  );
});
