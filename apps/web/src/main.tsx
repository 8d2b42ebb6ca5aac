import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/reset.css';
import './app/global.css';
import { App } from '@/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html 缺少 #root 元素');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
