import 'antd-mobile/es/global';
import './app/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setupAntdRender } from './app/antd-render';

setupAntdRender();

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
