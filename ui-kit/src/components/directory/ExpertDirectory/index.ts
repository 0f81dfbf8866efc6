export {
  DIRECTORY_SKELETONS,
  ExpertDirectory,
  type ExpertDirectoryProps,
} from './ExpertDirectory.js';
