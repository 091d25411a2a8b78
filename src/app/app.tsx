import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes';
import { UpdatePrompt } from './update-prompt';

export function App() {
  return (
    <>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <UpdatePrompt />
    </>
  );
}
