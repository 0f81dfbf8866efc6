export { VideoPanel, type VideoPanelProps } from './VideoPanel.js';
