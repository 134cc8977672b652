import type { shellEn } from './en';

/** The Italian texts of what every page needs (see ./en.ts). Part of it.ts. */
export const shellIt = {
  app: {
    name: 'Area Rivenditori',
    manufacturer: 'Produttore di serramenti',
    loading: 'Caricamento…',
    skip_to_content: 'Vai al contenuto',
    language: 'Lingua',
    languages: { it: 'Italiano', en: 'English' },
    not_found: {
      title: 'Pagina non trovata',
      text: "La pagina che cerchi non esiste o è stata spostata. Controlla l'indirizzo oppure torna alla Home.",
      back: 'Vai alla Home',
    },
    chunk_error: {
      offline: {
        title: 'Nessuna connessione',
        text: 'Una parte della pagina non è stata caricata perché la connessione si è interrotta. Ricarica la pagina quando torni online.',
      },
      updated: {
        title: 'Il portale è stato aggiornato',
        text: 'È stata pubblicata una nuova versione del portale. Ricarica la pagina per continuare.',
      },
      failed: {
        title: 'Una parte della pagina non si è caricata',
        text: 'Una parte della pagina non è stata caricata. Ricarica la pagina per riprovare.',
      },
      reload: 'Ricarica la pagina',
    },
  },
  auth: {
    fields: {
      email: 'E-mail',
      password: 'Password',
      firstName: 'Nome',
      lastName: 'Cognome',
      currentPassword: 'Password attuale',
      newPassword: 'Nuova password',
    },
    show_password: 'Mostra password',
    hide_password: 'Nascondi password',
    password_help: 'Almeno %{min} caratteri',
    login: {
      title: "Accedi all'Area Rivenditori",
      subtitle: 'Catalogo, schede tecniche, documenti e garanzie per i nostri rivenditori.',
      submit: 'Accedi',
      no_account: 'Non sei ancora rivenditore?',
      register_link: 'Richiedi un account',
    },
    register: {
      title: 'Richiedi un account rivenditore',
      subtitle: 'Dopo la registrazione il nostro ufficio commerciale verifica la richiesta e attiva il tuo account.',
      submit: 'Crea account',
      have_account: 'Hai già un account?',
      login_link: 'Accedi',
    },
    validation: {
      required: 'Obbligatorio',
      email: 'Inserisci un indirizzo e-mail valido',
      password_min: 'Usa almeno %{min} caratteri',
      password_max: 'Usa al massimo %{max} caratteri',
      max_length: 'Usa al massimo %{max} caratteri',
    },
    errors: {
      invalid_credentials: 'E-mail o password errate.',
      too_many_attempts: 'Troppi tentativi non riusciti. Riprova tra %{smart_count} minuto. |||| Troppi tentativi non riusciti. Riprova tra %{smart_count} minuti.',
      rate_limited: 'Troppi tentativi da questa connessione. Riprova tra %{smart_count} minuto. |||| Troppi tentativi da questa connessione. Riprova tra %{smart_count} minuti.',
      account_disabled: "Questo account è stato disattivato. Contatta l'azienda per assistenza.",
      registration_closed: "Le registrazioni sono chiuse: chiedi un account all'azienda.",
      email_unavailable: 'Questo indirizzo e-mail non può essere usato per registrarsi. Se hai già un account, accedi.',
      validation_failed: 'Alcuni campi non sono validi: controllali e riprova.',
      cross_site: 'La richiesta è stata rifiutata perché proveniva da un altro sito.',
      network_error: 'Il server non è raggiungibile. Controlla la connessione e riprova.',
      wrong_current_password: 'La password attuale è errata.',
      generic: 'Qualcosa è andato storto. Riprova tra poco.',
    },
    pending: {
      title: 'Il tuo account è in attesa di approvazione',
      text: "Grazie per la registrazione, %{name}. Il nostro ufficio commerciale verificherà la richiesta e attiverà il tuo account: avrai poi accesso a catalogo, documenti e garanzie.",
      email: 'Ti scriveremo a %{email} se servono altre informazioni.',
      check_again: 'Controlla di nuovo',
      still_pending: 'Il tuo account non è ancora stato approvato.',
      logout: 'Esci',
    },
  },
} satisfies typeof shellEn;
