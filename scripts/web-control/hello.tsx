// bench:web's first control: React alone drawing one heading, the browser's "hello".
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Buongiorno</h1>);
