export {
  DIRECTORY_SKELETONS,
  ExpertDirectory,
  type DirectoryParamsChange,
  type ExpertDirectoryProps,
} from './ExpertDirectory.js';
