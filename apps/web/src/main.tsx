import './lib/theme/fonts';
import { startApp } from './app/bootstrap';

const container = document.getElementById('root');
if (container) void startApp(container);
