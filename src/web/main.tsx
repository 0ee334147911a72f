import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import './styles.css';
import { App } from './app/app';
import { startBoot } from './app/boot';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

startBoot(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
