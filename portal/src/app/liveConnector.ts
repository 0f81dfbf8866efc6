// Loaded on demand (its own chunk with socket.io): visitors who never sign in never download it.
export { connectToApi } from '@expertbridge/ui-kit';
