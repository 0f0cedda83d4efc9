/** The console's entry: its tokens and reset, then the app. */
import { createRoot } from 'react-dom/client';
import './console.css';
import { App } from './app';

const root = document.getElementById('console');
if (root) createRoot(root).render(<App />);
