import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StartPage } from './start-page.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StartPage />
    </StrictMode>,
  );
}
