import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './routes';
import { UpdatePrompt } from './update-prompt';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </>
  );
}
