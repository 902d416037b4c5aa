import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StartPage } from '@hms/web-common';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StartPage />
    </StrictMode>,
  );
}
